/** SEC 13-F rules: value units, amendments, roll-up per CUSIP, quarter changes, loss estimates. */
export * from './amendments.ts';
export * from './changes.ts';
export * from './lines.ts';
export * from './proxy-trades.ts';
export * from './quarters.ts';
export * from './rollup.ts';
export * from './value-unit.ts';
export * from './ranking.ts';
