/** Market data rules: the exchange calendar and daily price files. */
export * from './exchange-calendar.ts';
