/** Business rules the web and the mock API share: plain functions, no I/O. */
export * from './case-status.ts';
export * from './case-timeline.ts';
export * from './class-period.ts';
export * from './deadlines.ts';
export * from './identifiers.ts';
export * from './motion-status.ts';
export * from './plan-tables.ts';
export * from './price-drops.ts';
export * from './sheet-cells.ts';
export * from './trade-rows.ts';
export * from './trading.ts';
