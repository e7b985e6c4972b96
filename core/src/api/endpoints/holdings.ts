/** Trades and holdings (with DOG holdings and discrepancies), and the SEC 13-F filings. */
import {
  filerList,
  filerSchema,
  filingHoldingList,
  filingHoldingSchema,
  filingLossList,
  filingLossSchema,
} from '../entities/filings13f.ts';
import {
  discrepancyList,
  discrepancySchema,
  holdingList,
  holdingSchema,
  tradeList,
  tradeSchema,
  tradeTotalsQuery,
  tradeTotalsSchema,
} from '../entities/trading.ts';
import { endpoint } from '../endpoint.ts';
import { getOne, list } from './kinds.ts';

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
    summary: 'Holdings that disagree with the sum of the trades',
    list: discrepancyList,
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
  listFilingLosses: list({
    ...filings,
    item: filingLossSchema,
    path: '/13f/losses',
    summary: "Institutions' estimated losses on the cases, from their 13-F positions",
    list: filingLossList,
  }),
};
