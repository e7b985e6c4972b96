/** Trades and holdings (with DOG holdings and discrepancies), and the SEC 13-F filings. */
import {
  filerList,
  filerSchema,
  filingHoldingList,
  filingHoldingSchema,
  filingLossList,
  filingLossSchema,
  filingPositionList,
  filingPositionSchema,
} from '../entities/filings13f.ts';
import { filingImportQuerySchema, filingImportSchema } from '../entities/filing-imports.ts';
import { uploadBodySchema } from '../entities/ingestion.ts';
import {
  discrepancyList,
  discrepancySchema,
  explainDiscrepancySchema,
} from '../entities/discrepancies.ts';
import { securityDropList, securityDropSchema } from '../entities/security-drops.ts';
import {
  holdingList,
  holdingSchema,
  tradeList,
  tradeSchema,
  tradeTotalsQuery,
  tradeTotalsSchema,
} from '../entities/trading.ts';
import { endpoint } from '../endpoint.ts';
import { getOne, idParams, list } from './kinds.ts';

const trades = { tag: 'Trades', item: tradeSchema };
const holdings = { tag: 'Holdings', item: holdingSchema };
const filings = { tag: '13-F filings' };

export const holdingsEndpoints = {
  listTrades: list({
    ...trades,
    path: '/trades',
    summary: 'List trades (market=foreign: the foreign trades)',
    list: tradeList,
  }),
  // Before `/trades/{id}`, which would otherwise take `totals` for an id.
  getTradeTotals: endpoint({
    tag: 'Trades',
    method: 'GET',
    path: '/trades/totals',
    summary: 'Totals of the trades a list query matches',
    query: tradeTotalsQuery,
    response: tradeTotalsSchema,
  }),
  getTrade: getOne({ ...trades, path: '/trades/{id}', summary: 'One trade' }),
  listHoldings: list({
    ...holdings,
    path: '/holdings',
    summary: 'List holdings (dog=true: the DOG holdings)',
    list: holdingList,
  }),
  getHolding: getOne({ ...holdings, path: '/holdings/{id}', summary: 'One holding' }),
  listDiscrepancies: list({
    tag: 'Holdings',
    item: discrepancySchema,
    path: '/discrepancies',
    summary: 'Periods where start + bought − sold is not the end holding, with suggested causes',
    list: discrepancyList,
  }),
  getDiscrepancy: getOne({
    tag: 'Holdings',
    item: discrepancySchema,
    path: '/discrepancies/{id}',
    summary: 'One break, with its trades and explanation',
  }),
  explainDiscrepancy: endpoint({
    tag: 'Holdings',
    method: 'PUT',
    path: '/discrepancies/{id}/explanation',
    summary: 'Mark a break explained with a note (keeps who and when)',
    params: idParams,
    body: explainDiscrepancySchema,
    response: discrepancySchema,
    errors: [404],
  }),
  listSecurityDrops: list({
    tag: 'Securities',
    item: securityDropSchema,
    path: '/security-drops',
    summary: 'Price drops under the given thresholds, deepest first',
    list: securityDropList,
  }),

  listFilers: list({
    ...filings,
    item: filerSchema,
    path: '/13f/filers',
    summary: 'Institutions that file 13-F reports',
    list: filerList,
  }),
  getFiler: getOne({
    ...filings,
    item: filerSchema,
    path: '/13f/filers/{id}',
    summary: 'One filer',
  }),
  listFilingHoldings: list({
    ...filings,
    item: filingHoldingSchema,
    path: '/13f/holdings',
    summary: 'Reported 13-F positions, by filer and quarter',
    list: filingHoldingList,
  }),
  listFilingPositions: list({
    ...filings,
    item: filingPositionSchema,
    path: '/13f/positions',
    summary:
      'Positions per filer, quarter and CUSIP (amendments applied, rows rolled up) with the change since the previous quarter',
    list: filingPositionList,
  }),
  listFilingLosses: list({
    ...filings,
    item: filingLossSchema,
    path: '/13f/losses',
    summary: "Institutions' estimated losses on the cases, from their 13-F positions",
    list: filingLossList,
  }),
  importFilings13f: endpoint({
    ...filings,
    method: 'POST',
    path: '/13f/imports',
    summary:
      "Import SEC 13-F filings sent as the raw body: an EDGAR submission (.txt), an information table XML alone (its filer as cik, name, period and filedOn), or the SEC's Form 13F data sets ZIP; all of the file or none of it",
    accessLevel: 'admin',
    query: filingImportQuerySchema,
    body: uploadBodySchema,
    rawBody: [
      'text/plain',
      'application/xml',
      'text/xml',
      'application/zip',
      'application/octet-stream',
    ],
    response: filingImportSchema,
    errors: [413, 422],
  }),
};
