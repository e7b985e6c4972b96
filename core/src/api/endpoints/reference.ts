/** Reference data: clients, their accounts, securities and their prices. */
import {
  accountCreateSchema,
  accountList,
  accountSchema,
  accountUpdateSchema,
  clientCreateSchema,
  clientList,
  clientSchema,
  clientUpdateSchema,
} from '../entities/clients.ts';
import {
  priceDropList,
  priceDropSchema,
  priceList,
  priceSchema,
  securityCreateSchema,
  securityList,
  securitySchema,
  securityUpdateSchema,
} from '../entities/securities.ts';
import {
  splitCreateSchema,
  splitSchema,
  splitsAnswerSchema,
  priceCoverageSchema,
  priceFileBodySchema,
  priceImportQuerySchema,
  priceImportSchema,
} from '../entities/price-imports.ts';
import { MEDIA_TYPES } from '../../ingestion/file-name.ts';
import { endpoint } from '../endpoint.ts';
import { change, create, getOne, idParams, list, listUnder, remove } from './kinds.ts';

const clients = { tag: 'Clients', item: clientSchema };
const accounts = { tag: 'Accounts', item: accountSchema };
const securities = { tag: 'Securities', item: securitySchema };

export const referenceEndpoints = {
  listClients: list({ ...clients, path: '/clients', summary: 'List clients', list: clientList }),
  getClient: getOne({ ...clients, path: '/clients/{id}', summary: 'One client' }),
  createClient: create({
    ...clients,
    path: '/clients',
    summary: 'Add a client',
    body: clientCreateSchema,
    errors: [409],
  }),
  updateClient: change({
    ...clients,
    path: '/clients/{id}',
    summary: 'Change a client (not its name)',
    body: clientUpdateSchema,
  }),
  deleteClient: remove({
    tag: 'Clients',
    path: '/clients/{id}',
    summary: 'Remove a client without accounts',
    errors: [409],
  }),

  listAccounts: list({
    ...accounts,
    path: '/accounts',
    summary: 'List accounts',
    list: accountList,
  }),
  getAccount: getOne({ ...accounts, path: '/accounts/{id}', summary: 'One account' }),
  createAccount: create({
    ...accounts,
    path: '/accounts',
    summary: 'Open an account for a client at a custodian',
    body: accountCreateSchema,
    errors: [409, 422],
  }),
  updateAccount: change({
    ...accounts,
    path: '/accounts/{id}',
    summary: 'Rename, retype or close an account',
    body: accountUpdateSchema,
  }),

  listSecurities: list({
    ...securities,
    path: '/securities',
    summary: 'List securities',
    list: securityList,
  }),
  getSecurity: getOne({ ...securities, path: '/securities/{id}', summary: 'One security' }),
  createSecurity: create({
    ...securities,
    path: '/securities',
    summary: 'Add a security',
    body: securityCreateSchema,
    errors: [409],
  }),
  updateSecurity: change({
    ...securities,
    path: '/securities/{id}',
    summary: 'Change exchange, sector or status',
    body: securityUpdateSchema,
  }),
  listSecurityPrices: listUnder({
    tag: 'Securities',
    path: '/securities/{id}/prices',
    summary: 'Daily closing prices of a security',
    list: priceList,
    item: priceSchema,
  }),
  importSecurityPrices: endpoint({
    method: 'POST',
    path: '/securities/{id}/prices/imports',
    tag: 'Securities',
    summary:
      "Import a security's daily prices from a file (CSV or XLSX, the raw request body): all of its rows or none. " +
      'An imported close replaces the generated one of its day; days outside the generated range are added. ' +
      'The close is the close as traded; an adjusted close is kept beside it. With dryRun=true the answer is the same and nothing is written. ' +
      'A file with rows that cannot be read is refused (422) with each row and its problem; one that is no price file, naming the columns expected.',
    accessLevel: 'admin',
    params: idParams,
    query: priceImportQuerySchema,
    body: priceFileBodySchema,
    rawBody: [MEDIA_TYPES.csv, MEDIA_TYPES.xlsx, MEDIA_TYPES.txt, 'application/octet-stream'],
    response: priceImportSchema,
    errors: [404, 413, 422],
  }),
  getSecurityPriceCoverage: getOne({
    tag: 'Securities',
    path: '/securities/{id}/prices/coverage',
    summary:
      "What a security's closes cover, generated and imported: first and last close, and the gaps (trading days without a close, by the NYSE calendar: a weekday the exchange was closed is no gap)",
    item: priceCoverageSchema,
  }),
  listSecuritySplits: getOne({
    tag: 'Securities',
    path: '/securities/{id}/splits',
    summary: "A security's stock splits (corporate actions), oldest first",
    item: splitsAnswerSchema,
  }),
  createSecuritySplit: endpoint({
    method: 'POST',
    path: '/securities/{id}/splits',
    tag: 'Securities',
    summary:
      'Record a stock split (date: the ex-date; ratio: new shares per old share). Closes stay as traded; the drop finders compare closes across it in post-split shares',
    params: idParams,
    body: splitCreateSchema,
    response: splitSchema,
    status: 201,
    errors: [404, 409, 422],
  }),
  listPriceDrops: list({
    tag: 'Securities',
    path: '/price-drops',
    summary: 'One-day price drops of 10% or more',
    list: priceDropList,
    item: priceDropSchema,
  }),
};
