export * from './directory.ts';
export * from './config.ts';
