/** Clients. The name is the key of `client_NAMES` scoping, so it is unique and never changes. */
import {
  clientList,
  type Client,
  type ClientCreate,
  type ClientUpdate,
} from '@backoffice/core/api';
import { ApiError } from '../../domain/api-error.ts';
import { linkFilerOf } from '../../domain/filer-clients.ts';
import type { Store } from '../../store/store.ts';
import type { HandlersOf } from '../handler.ts';
import { changed, created, resource, type BodyCall } from '../resource.ts';

const clients = resource<Client>({
  what: 'client',
  source: (store) => store.clients,
  list: clientList,
  visible: (client, scope) => scope.sees(client.id),
});

/** A CIK names one filer, so one client at most. */
function uniqueCik(store: Store, client: Pick<Client, 'id' | 'cik'>): void {
  if (!client.cik) return;
  const other = store.clients.all().find((c) => c.cik === client.cik && c.id !== client.id);
  if (!other) return;
  // Named on the field, so a form puts it beside the CIK the user typed.
  const message = `One client per CIK: ${client.cik} is already ${other.name}'s`;
  throw new ApiError('conflict', message, [{ location: 'body', field: 'cik', message }]);
}

function build(body: ClientCreate, ctx: BodyCall<ClientCreate>, id: string): Client {
  const name = body.name;
  if (ctx.store.clients.all().some((c) => c.name.toLowerCase() === name.toLowerCase())) {
    throw new ApiError('conflict', `A client named '${name}' already exists`);
  }
  return {
    id,
    name,
    type: body.type,
    status: body.status ?? 'prospect',
    country: body.country ?? 'US',
    aumUsd: body.aumUsd ?? 0,
    custodians: body.custodians ?? [],
    contacts: body.contacts ?? [],
    portalEnabled: body.portalEnabled ?? false,
    onboardedOn: body.onboardedOn ?? ctx.now.toISOString().slice(0, 10),
    notes: body.notes ?? '',
    cik: body.cik ?? null,
    ...created(ctx),
  };
}

export const clientHandlers: HandlersOf<
  'listClients' | 'getClient' | 'createClient' | 'updateClient' | 'deleteClient'
> = {
  listClients: clients.list,
  getClient: clients.get,
  createClient: clients.create((body, ctx, id) => {
    const client = build(body, ctx, id);
    uniqueCik(ctx.store, client);
    linkFilerOf(ctx.store, client);
    return client;
  }),
  updateClient: clients.update((row, patch: ClientUpdate, ctx) => {
    const client = { ...row, ...patch, ...changed(ctx) };
    uniqueCik(ctx.store, client);
    linkFilerOf(ctx.store, client);
    return client;
  }),
  deleteClient: clients.remove((row, ctx) => {
    if (ctx.store.accounts.all().some((a) => a.clientId === row.id)) {
      throw new ApiError('conflict', 'The client still has accounts; close and remove them first');
    }
  }),
};
