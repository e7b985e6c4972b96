export * from './directory.ts';
export * from './config.ts';
export * from './access-cache.ts';
export * from './accounts.ts';
export * from './password.ts';
