export * from './dates.js';
export * from './payment-gateways.js';
export * from './phone.js';
export * from './vat.js';
export * from './words.js';
