/**
 * A client's monitoring settings as the API shows them: the stored row, or the defaults (not
 * monitored, no threshold, nobody) for a client whose settings nobody saved yet.
 */
import type { Client, ClientMonitoring } from '@backoffice/core/api';
import type { Store } from '../store/store.ts';
import type { StoredMonitoring } from '../store/monitoring.ts';

export function monitoringOf(store: Store, clientId: string): StoredMonitoring | undefined {
  return store.clientMonitoring.get(clientId);
}

export function monitoringView(store: Store, client: Client): ClientMonitoring {
  const row = monitoringOf(store, client.id);
  const ownerIds = row?.ownerIds ?? [];
  return {
    id: client.id,
    clientName: client.name,
    monitored: row?.monitored ?? false,
    lossThresholdUsd: row?.lossThresholdUsd ?? 0,
    ownerIds,
    ownerNames: ownerIds.map((id) => store.users.get(id)?.displayName ?? id),
    contactEmails: row?.contactEmails ?? [],
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}
