/** Market data rules: the exchange calendar and daily price files. */
export * from './exchange-calendar.ts';
export * from './price-dates.ts';
export * from './price-file.ts';
export * from './price-numbers.ts';
export * from './coverage.ts';
export * from './splits.ts';
export * from './case-closes.ts';
export * from './price-file-names.ts';
