export * from './config.js';
export * from './http.js';
export * from './page-server.js';
export * from './security-headers.js';
export * from './static-files.js';
