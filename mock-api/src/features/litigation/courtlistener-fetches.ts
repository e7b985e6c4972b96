/**
 * Fetching a docket's entries from CourtListener: staff queue a fetch (answered 202 at once,
 * the job runs in the background, `courtlistener-jobs.ts`), follow it, and list a docket's
 * fetches; `GET /integrations` tells the web whether the server has a token at all.
 */
import { courtListenerFetchList, type CourtListenerFetch } from '@backoffice/core/api';
import { notFound } from '../../domain/api-error.ts';
import { listRows } from '../../query/list.ts';
import type { Store } from '../../store/store.ts';
import type { HandlersOf } from '../handler.ts';
import { resource } from '../resource.ts';
import type { CourtListenerJobs } from './courtlistener-jobs.ts';

const fetches = resource<CourtListenerFetch>({
  what: 'CourtListener fetch',
  source: (store) => store.courtListenerFetches,
  list: courtListenerFetchList,
});

function docketOf(store: Store, id: string) {
  const docket = store.dockets.get(id);
  if (!docket) throw notFound('docket', id);
  return docket;
}

export function courtListenerHandlers(
  jobs: CourtListenerJobs,
): HandlersOf<
  | 'fetchDocketFromCourtListener'
  | 'listDocketCourtListenerFetches'
  | 'getCourtListenerFetch'
  | 'getIntegrations'
> {
  return {
    fetchDocketFromCourtListener: (call) =>
      jobs.queue(docketOf(call.store, call.params.id), call.user.username, call.now),
    listDocketCourtListenerFetches: (call) => {
      const docket = docketOf(call.store, call.params.id);
      const rows = call.store.courtListenerFetches.all().filter((f) => f.docketId === docket.id);
      return listRows(rows, call.query, courtListenerFetchList);
    },
    getCourtListenerFetch: fetches.get,
    getIntegrations: () => ({
      courtListener: {
        configured: jobs.configured,
        scheduleMinutes: jobs.scheduleMs > 0 ? jobs.scheduleMs / 60_000 : null,
      },
    }),
  };
}
