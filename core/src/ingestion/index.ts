/** Reading custodian files: bytes → text → rows of cells → mapped, validated trades or holdings. */
export * from './decode.ts';
export * from './grid.ts';
export * from './limits.ts';
export * from './mapping.ts';
export * from './records.ts';
export * from './rows.ts';
export * from './file-name.ts';
export * from './samples.ts';
export * from './zip.ts';
