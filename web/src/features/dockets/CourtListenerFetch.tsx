/**
 * A docket's entries fetched from CourtListener: writers queue a fetch, and the panel follows
 * the docket's latest fetch (queued → running → done or failed) until it ends, then reloads the
 * docket and its entries. Where the server has no CourtListener token, writers are told how to
 * set one up instead of a button that can only fail.
 */
import type { CourtListenerFetch as Fetch } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Banner } from '../../components/feedback/Banner.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { invalidateAfter, useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { formatCount, formatDateTime, formatNumber } from '../../lib/format/format.ts';

const POLL_MS = 1000;
const isActive = (f: Fetch | undefined) => f?.state === 'queued' || f?.state === 'running';

function NotConfigured() {
  return (
    <p className="courtlistener-fetch__note">
      Fetching entries from CourtListener is not set up on this server. An administrator sets the
      backend&apos;s environment variable <code>COURTLISTENER_API_TOKEN</code> to a CourtListener
      API token (on courtlistener.com: sign in, open your profile, then <em>API</em>) and restarts
      the backend.
    </p>
  );
}

function LatestFetch({ fetch: f }: { fetch: Fetch }) {
  const when = formatDateTime(f.finishedAt ?? f.requestedAt);
  if (f.state === 'queued') return <p role="status">Fetch from CourtListener queued…</p>;
  if (f.state === 'running') return <p role="status">Fetching from CourtListener…</p>;
  if (f.state === 'failed')
    return (
      <Banner tone="error">
        The fetch from CourtListener of {when} failed: {f.error}
        {f.retriable ? ' You may try again.' : ''}
      </Banner>
    );
  return (
    <p role="status">
      Fetched from CourtListener on {when}: {formatCount(f.entriesRead, 'entry', 'entries')} read,{' '}
      {formatNumber(f.entriesAdded)} added, {formatNumber(f.entriesUnchanged)} unchanged
      {f.entriesUndated > 0 ? `, ${formatNumber(f.entriesUndated)} without a date left out` : ''}.
    </p>
  );
}

/**
 * Reloads the docket and its entries once a fetch has ended: seen running before, or, when it
 * ended before a poll saw it running, as a latest fetch ended that was not the one seen first.
 */
function useReloadWhenDone(docketId: string, loaded: boolean, latest: Fetch | undefined) {
  const client = useQueryClient();
  const seen = useRef<string | null>(null);
  const now = !loaded ? null : !latest ? 'none' : isActive(latest) ? 'active' : latest.id;
  useEffect(() => {
    if (now === null) return;
    const ended = now !== 'none' && now !== 'active';
    if (seen.current !== null && ended && now !== seen.current)
      void invalidateAfter(client, 'fetchDocketFromCourtListener', { id: docketId });
    seen.current = now;
  }, [now, client, docketId]);
}

export function CourtListenerFetch({ docketId }: { docketId: string }) {
  const access = useAccess('fetchDocketFromCourtListener');
  const integrations = useApiQuery('getIntegrations', {});
  const fetches = useApiQuery(
    'listDocketCourtListenerFetches',
    { params: { id: docketId }, query: { pageSize: 10 } },
    { refetchInterval: (q) => (isActive(q.state.data?.items[0]) ? POLL_MS : false) },
  );
  const start = useApiMutation('fetchDocketFromCourtListener');
  const latest = fetches.data?.items[0];
  useReloadWhenDone(docketId, fetches.data !== undefined, latest);

  const configured = integrations.data?.courtListener.configured;
  if (!access.allowed && !latest) return null;
  return (
    <section className="courtlistener-fetch" aria-label="Fetch from CourtListener">
      {access.allowed && configured === false ? <NotConfigured /> : null}
      {access.allowed && configured ? (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={start.isPending || isActive(latest)}
            onClick={() => {
              start.mutate({ params: { id: docketId } });
            }}
          >
            Fetch from CourtListener
          </button>
        </div>
      ) : null}
      {start.isError ? <Banner tone="error">{describeApiError(start.error).message}</Banner> : null}
      {latest ? <LatestFetch fetch={latest} /> : null}
    </section>
  );
}
