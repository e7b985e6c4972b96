export * from './constants.ts';
export * from './id-list.ts';
export * from './routes.ts';
export * from './match.ts';
export * from './session-user.ts';
export * from './access.ts';
export * from './landing.ts';
export * from './action-access.ts';
