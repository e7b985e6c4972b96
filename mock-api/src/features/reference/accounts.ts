/** Custody accounts: one client at one custodian; the account number is unique per custodian. */
import {
  accountList,
  type Account,
  type AccountCreate,
  type AccountUpdate,
} from '@backoffice/core/api';
import { ApiError, unprocessable } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import { byClient, changed, created, resource, type BodyCall } from '../resource.ts';

const accounts = resource<Account>({
  what: 'account',
  source: (store) => store.accounts,
  list: accountList,
  visible: byClient,
});

function build(body: AccountCreate, ctx: BodyCall<AccountCreate>, id: string): Account {
  const client = ctx.store.clients.get(body.clientId);
  if (!client || !ctx.scope.sees(client.id))
    throw unprocessable('clientId', `No client '${body.clientId}'`);
  if (!client.custodians.includes(body.custodian)) {
    throw unprocessable('custodian', `${body.custodian} is not a custodian of ${client.name}`);
  }
  const taken = ctx.store.accounts
    .all()
    .some((a) => a.custodian === body.custodian && a.accountNumber === body.accountNumber);
  if (taken) {
    throw new ApiError(
      'conflict',
      `${body.custodian} account ${body.accountNumber} already exists`,
    );
  }
  return {
    id,
    clientId: client.id,
    clientName: client.name,
    custodian: body.custodian,
    accountNumber: body.accountNumber,
    name: body.name,
    currency: body.currency,
    type: body.type ?? 'separate',
    status: 'open',
    openedOn: body.openedOn ?? ctx.now.toISOString().slice(0, 10),
    closedOn: null,
    ...created(ctx),
  };
}

function apply(row: Account, patch: AccountUpdate, ctx: Parameters<typeof changed>[0]): Account {
  const next = { ...row, ...patch, ...changed(ctx) };
  // A closed account has a closing date; reopening clears it.
  if (next.status === 'closed' && next.closedOn === null)
    next.closedOn = ctx.now.toISOString().slice(0, 10);
  if (next.status === 'open') next.closedOn = null;
  return next;
}

export const accountHandlers: HandlersOf<
  'listAccounts' | 'getAccount' | 'createAccount' | 'updateAccount'
> = {
  listAccounts: accounts.list,
  getAccount: accounts.get,
  createAccount: accounts.create(build),
  updateAccount: accounts.update(apply),
};
