/** The records lists are most often narrowed to, as lookup filters find them. */
import { lookupSource } from './lookup-source.ts';

export const CLIENT_LOOKUP = lookupSource({
  placeholder: 'Client name or ID',
  list: 'listClients',
  query: { sort: 'name:asc' },
  option: (c) => ({ value: c.id, label: c.name, detail: c.id }),
  get: 'getClient',
  label: (c) => c.name,
});

export const ACCOUNT_LOOKUP = lookupSource({
  placeholder: 'Number, name or client',
  list: 'listAccounts',
  query: { sort: 'clientName:asc' },
  option: (a) => ({ value: a.id, label: a.accountNumber, detail: `${a.name} · ${a.clientName}` }),
  get: 'getAccount',
  label: (a) => `${a.accountNumber} · ${a.name}`,
});

export const SECURITY_LOOKUP = lookupSource({
  placeholder: 'Ticker, name or CUSIP',
  list: 'listSecurities',
  query: { sort: 'ticker:asc' },
  option: (s) => ({ value: s.id, label: s.ticker, detail: `${s.name} · ${s.cusip}` }),
  get: 'getSecurity',
  label: (s) => `${s.ticker} · ${s.name}`,
});

export const CASE_LOOKUP = lookupSource({
  placeholder: 'Caption, docket number or ID',
  list: 'listCases',
  query: { sort: 'caption:asc' },
  option: (c) => ({ value: c.id, label: c.caption, detail: c.docketNumber ?? c.id }),
  get: 'getCase',
  label: (c) => c.caption,
});
