/**
 * Trades and holdings as the custodians report them, and the places where they disagree.
 * Both are read-only: they arrive through file ingestion, never through the API.
 */
import { z } from 'zod';
import { defineList, totalsQuerySchema } from '../list.ts';
import { named } from '../registry.ts';
import { currencySchema, idSchema, isoDateSchema } from '../primitives.ts';
import { MARKETS } from './securities.ts';

export const TRADE_SIDES = ['buy', 'sell'] as const;

/** Columns that say whose position a row is and in what. */
export const positionShape = {
  accountId: idSchema,
  accountNumber: z.string(),
  clientId: idSchema,
  clientName: z.string(),
  custodian: z.string(),
  securityId: idSchema,
  cusip: z.string(),
  ticker: z.string(),
  securityName: z.string(),
  market: z.enum(MARKETS),
};

export const tradeSchema = named(
  'Trade',
  z.object({
    id: idSchema,
    ...positionShape,
    tradeDate: isoDateSchema,
    settleDate: isoDateSchema,
    side: z.enum(TRADE_SIDES),
    quantity: z.number().positive(),
    /** Per share, in the trade currency. */
    price: z.number().positive(),
    currency: currencySchema,
    /** US dollars per unit of the trade currency on the trade date (1 for USD). */
    fxRate: z.number().positive(),
    /** Quantity × price, in the trade currency. */
    amount: z.number(),
    amountUsd: z.number(),
    /** The custodian file the trade was ingested from. */
    sourceFileId: idSchema,
  }),
);
export type Trade = z.infer<typeof tradeSchema>;

export const positionFilters = {
  clientId: idSchema.optional(),
  accountId: idSchema.optional(),
  securityId: idSchema.optional(),
  custodian: z.string().optional(),
  market: z.enum(MARKETS).optional(),
};

export const tradeList = defineList(tradeSchema, {
  sortable: [
    'tradeDate',
    'settleDate',
    'ticker',
    'clientName',
    'accountNumber',
    'side',
    'quantity',
    'price',
    'amount',
    'amountUsd',
  ],
  defaultSort: 'tradeDate:desc',
  searchable: ['ticker', 'cusip', 'securityName', 'accountNumber', 'clientName', 'id'],
  dateField: 'tradeDate',
  filters: {
    ...positionFilters,
    side: z.enum(TRADE_SIDES).optional(),
    currency: currencySchema.optional(),
    sourceFileId: idSchema.optional(),
  },
});

/** `GET /trades/totals` takes what `GET /trades` filters by (filters, `q`, `from`/`to`), no paging. */
export const tradeTotalsQuery = totalsQuerySchema(tradeList);

/**
 * Sums over every trade a list query matches (the caller's clients only), for the footer of the
 * trades table. Amounts in trade currency cannot be added across currencies, so the sums are in
 * US dollars (`amountUsd`); the trade-currency sums are given only when the query names one
 * currency. Quantities are shares, added as they are (a mix of securities adds up as such).
 * Money sums are rounded to cents.
 */
export const tradeTotalsSchema = named(
  'TradeTotals',
  z.object({
    /** How many trades match: the `total` the list answers for the same query. */
    count: z.number().int().min(0),
    /** How many of them are buys, and sells. */
    buyCount: z.number().int().min(0),
    sellCount: z.number().int().min(0),
    /** Shares bought and sold (both ≥ 0). */
    quantityBought: z.number().min(0),
    quantitySold: z.number().min(0),
    /** Sum of `amountUsd` of the buys, and of the sells (both ≥ 0). */
    amountUsdBought: z.number(),
    amountUsdSold: z.number(),
    /** The `currency` filter of the query; null when the query has none. */
    currency: currencySchema.nullable(),
    /** Sum of `amount` (trade currency) of the buys and the sells; null without a currency filter. */
    amountBought: z.number().nullable(),
    amountSold: z.number().nullable(),
  }),
);
export type TradeTotals = z.infer<typeof tradeTotalsSchema>;

export const holdingSchema = named(
  'Holding',
  z.object({
    id: idSchema,
    ...positionShape,
    asOfDate: isoDateSchema,
    quantity: z.number(),
    /** Closing price on the as-of date, in the holding currency. */
    price: z.number().positive(),
    marketValue: z.number(),
    currency: currencySchema,
  }),
);
export type Holding = z.infer<typeof holdingSchema>;

export const holdingList = defineList(holdingSchema, {
  sortable: ['asOfDate', 'ticker', 'clientName', 'accountNumber', 'quantity', 'marketValue'],
  defaultSort: 'asOfDate:desc',
  searchable: ['ticker', 'cusip', 'securityName', 'accountNumber', 'clientName', 'id'],
  dateField: 'asOfDate',
  filters: {
    ...positionFilters,
    asOfDate: isoDateSchema.optional(),
    /** Only holdings in securities of DOG cases (the DOG Holdings screen). */
    dog: z.stringbool().optional(),
  },
});
