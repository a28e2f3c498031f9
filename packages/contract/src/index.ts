export * from './accounts.js';
export * from './errors.js';
export * from './health.js';
export * from './ids.js';
export * from './learning.js';
export * from './papers.js';
export * from './tests.js';
