export * from './simulator.js';
export * from './start.js';
