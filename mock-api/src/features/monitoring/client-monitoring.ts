/**
 * A client's monitoring settings: read with the client (a client the caller may not see is
 * 404), and set whole. Owners must be active users of the directory and contacts the client's
 * own, so an alert never goes to someone who cannot act on it.
 */
import type { Client, ClientMonitoringUpdate } from '@backoffice/core/api';
import { notFound, unprocessable } from '../../domain/api-error.ts';
import { monitoringView } from '../../domain/monitoring.ts';
import type { HandlersOf } from '../handler.ts';
import type { Ctx } from '../resource.ts';

function visibleClient(ctx: Ctx, id: string): Client {
  const client = ctx.store.clients.get(id);
  if (!client || !ctx.scope.sees(client.id)) throw notFound('client', id);
  return client;
}

function checkOwners(ctx: Ctx, ownerIds: readonly string[]): void {
  const unknown = ownerIds.filter((id) => ctx.store.users.get(id)?.active !== true);
  if (unknown.length > 0) {
    throw unprocessable('ownerIds', `Not an active user: ${unknown.join(', ')}`);
  }
}

function checkContacts(client: Client, emails: readonly string[]): void {
  const known = new Set(client.contacts.map((c) => c.email.toLowerCase()));
  const strangers = emails.filter((e) => !known.has(e.toLowerCase()));
  if (strangers.length > 0) {
    throw unprocessable(
      'contactEmails',
      `Not a contact of ${client.name}: ${strangers.join(', ')} (add them to its contacts first)`,
    );
  }
}

export const clientMonitoringHandlers: HandlersOf<
  'getClientMonitoring' | 'updateClientMonitoring'
> = {
  getClientMonitoring: (call) => monitoringView(call.store, visibleClient(call, call.params.id)),
  updateClientMonitoring: (call) => {
    const client = visibleClient(call, call.params.id);
    const body: ClientMonitoringUpdate = call.body;
    checkOwners(call, body.ownerIds);
    checkContacts(client, body.contactEmails);
    call.store.clientMonitoring.put({
      id: client.id,
      clientId: client.id,
      ...body,
      updatedAt: call.now.toISOString(),
      updatedBy: call.user.username,
    });
    return monitoringView(call.store, client);
  },
};
