/**
 * 13-F filers are matched to our clients by CIK: a filer whose CIK a client carries is that
 * client's filing. Links made otherwise (the generated filers') are never undone here.
 */
import type { Client, Filer } from '@backoffice/core/api';
import type { Store } from '../store/store.ts';

/** Client id by CIK, for the clients that have one. */
export function clientsByCik(store: Store): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of store.clients.all()) if (c.cik) out.set(c.cik, c.id);
  return out;
}

/** Marks the filer with the client's CIK as the client's (a create or an edit of the client). */
export function linkFilerOf(store: Store, client: Pick<Client, 'id' | 'cik'>): void {
  if (!client.cik) return;
  const filer: Filer | undefined = store.filers.all().find((f) => f.cik === client.cik);
  if (filer && filer.clientId !== client.id) store.filers.put({ ...filer, clientId: client.id });
}
