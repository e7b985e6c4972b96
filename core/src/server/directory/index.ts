export * from './directory.ts';
export * from './config.ts';
export * from './access-cache.ts';
