/**
 * `@backoffice/core/server`: what our three servers share, written once. Node only: never
 * imported from the browser-safe index.
 */
export * from './run-server.ts';
export * from './keep-alive.ts';
export * from './config.ts';
export * from './request-id.ts';
export * from './directory/index.ts';
export * from './malformed-address.ts';
export * from './sign-in-throttle.ts';
