/** Securities, their daily prices, and the sharp one-day drops found in those prices. */
import { z } from 'zod';
import { MAX_IDS_PER_CALL } from '../../id-list.ts';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import {
  auditShape,
  currencySchema,
  cusipSchema,
  idSchema,
  isinSchema,
  isoDateSchema,
  nonEmptyText,
  oneLine,
} from '../primitives.ts';
import { isValidCusip, isValidIsin, isinCusipMismatch } from '../../domain/identifiers.ts';
import { countrySchema } from './clients.ts';

export const ASSET_CLASSES = ['common', 'adr', 'preferred', 'bond'] as const;
export const SECURITY_STATUSES = ['active', 'delisted'] as const;
export const MARKETS = ['domestic', 'foreign'] as const;
export type Market = (typeof MARKETS)[number];

export const securitySchema = named(
  'Security',
  z.object({
    id: idSchema,
    cusip: cusipSchema,
    isin: isinSchema,
    ticker: z.string().regex(/^[A-Z0-9.]{1,8}$/, 'expected an upper-case ticker'),
    name: nonEmptyText(160),
    exchange: nonEmptyText(40),
    country: countrySchema,
    currency: currencySchema,
    sector: z.string().max(60),
    assetClass: z.enum(ASSET_CLASSES),
    status: z.enum(SECURITY_STATUSES),
    /** `domestic` for US issuers; trades in the others show on the Foreign Trades screen. */
    market: z.enum(MARKETS),
    listedOn: isoDateSchema,
    lastClose: z.number().nullable(),
    lastCloseDate: isoDateSchema.nullable(),
    ...auditShape,
  }),
);
export type Security = z.infer<typeof securitySchema>;

/** Identifiers and names are fixed: a changed CUSIP is a new security. */
export const securityCreateSchema = named(
  'SecurityCreate',
  z
    .strictObject({
      cusip: cusipSchema,
      isin: isinSchema,
      // Typed in lower case, stored in upper case, like the identifiers.
      ticker: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9.]{1,8}$/, 'Up to 8 letters, digits or dots, e.g. BRK.B'),
      name: oneLine(nonEmptyText(160)),
      exchange: oneLine(nonEmptyText(40)),
      country: countrySchema,
      currency: currencySchema,
      sector: oneLine(z.string().max(60)).optional(),
      assetClass: z.enum(ASSET_CLASSES).optional(),
      listedOn: isoDateSchema.optional(),
    })
    .superRefine((body, ctx) => {
      // Only when both identifiers are valid: otherwise their own messages say what to fix.
      if (!isValidCusip(body.cusip) || !isValidIsin(body.isin)) return;
      const message = isinCusipMismatch(body.isin, body.cusip);
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: ['isin'], message });
    }),
);
export type SecurityCreate = z.infer<typeof securityCreateSchema>;
export const securityUpdateSchema = named(
  'SecurityUpdate',
  z
    .strictObject({
      exchange: oneLine(nonEmptyText(40)),
      sector: oneLine(z.string().max(60)),
      status: z.enum(SECURITY_STATUSES),
    })
    .partial(),
);
export type SecurityUpdate = z.infer<typeof securityUpdateSchema>;

const SECURITY_IDS = new RegExp(`^[\\w-]{1,64}(,[\\w-]{1,64}){0,${String(MAX_IDS_PER_CALL - 1)}}$`);

export const securityList = defineList(securitySchema, {
  sortable: ['ticker', 'name', 'cusip', 'exchange', 'country', 'currency', 'sector', 'listedOn'],
  defaultSort: 'ticker:asc',
  searchable: ['ticker', 'name', 'cusip', 'isin', 'id'],
  dateField: 'listedOn',
  filters: {
    exchange: z.string().optional(),
    country: countrySchema.optional(),
    currency: currencySchema.optional(),
    assetClass: z.enum(ASSET_CLASSES).optional(),
    status: z.enum(SECURITY_STATUSES).optional(),
    market: z.enum(MARKETS).optional(),
    sector: z.string().optional(),
    /** `?ticker=acme` finds ACME: tickers are upper case. */
    ticker: z.string().trim().toUpperCase().optional(),
    /**
     * `?ids=SE-0001,SE-0007`: these securities, up to a page of them (e.g. the tickers of a
     * page of cases, read in one call instead of one per security).
     */
    ids: z
      .string()
      .regex(SECURITY_IDS, {
        error: `expected up to ${String(MAX_IDS_PER_CALL)} ids, comma-separated`,
      })
      .optional(),
  },
});

export const priceSchema = named(
  'Price',
  z.object({
    securityId: idSchema,
    date: isoDateSchema,
    /** Closing price in the security's currency, as traded (not adjusted). */
    close: z.number().positive(),
    /** 0 on an imported day whose file gave no volume. */
    volume: z.number().int().min(0),
    /** Only for a security with imported prices: whether this day's close was imported. */
    imported: z.boolean().optional(),
    /** The imported file's close adjusted for dividends and splits, kept beside the close. */
    adjClose: z.number().nonnegative().optional(),
  }),
);
export type Price = z.infer<typeof priceSchema>;

export const priceList = defineList(priceSchema, {
  sortable: ['date', 'close', 'volume'],
  defaultSort: 'date:desc',
  searchable: [],
  dateField: 'date',
  filters: {},
});

export const priceDropSchema = named(
  'PriceDrop',
  z.object({
    id: idSchema,
    securityId: idSchema,
    ticker: z.string(),
    cusip: z.string(),
    securityName: z.string(),
    date: isoDateSchema,
    previousClose: z.number(),
    close: z.number(),
    /** Negative: -0.23 is a 23% fall from the previous close. */
    change: z.number(),
    volume: z.number().int(),
    /** Cases whose class period ended just before this drop (a corrective disclosure). */
    caseIds: z.array(idSchema),
  }),
);
export type PriceDrop = z.infer<typeof priceDropSchema>;

export const priceDropList = defineList(priceDropSchema, {
  sortable: ['date', 'ticker', 'change', 'close', 'volume'],
  defaultSort: 'date:desc',
  searchable: ['ticker', 'cusip', 'securityName'],
  dateField: 'date',
  filters: { securityId: idSchema.optional(), caseIds: idSchema.optional() },
});
