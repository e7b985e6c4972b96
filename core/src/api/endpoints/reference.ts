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
import { change, create, getOne, list, listUnder, remove } from './kinds.ts';

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
  listPriceDrops: list({
    tag: 'Securities',
    path: '/price-drops',
    summary: 'One-day price drops of 10% or more',
    list: priceDropList,
    item: priceDropSchema,
  }),
};
