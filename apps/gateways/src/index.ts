export * from './fonepay.js';
export * from './simulator.js';
export * from './sms.js';
export * from './start.js';
