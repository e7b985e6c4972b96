/**
 * The docket panel's CourtListener part, over a network the test answers (happy-dom's fetch
 * interceptor): a server without a token has writers told how to set one up, a failed fetch is
 * shown in CourtListener's words, and a reader sees the last fetch without the action.
 */
import type { SessionUser } from '@backoffice/core';
import type { CourtListenerFetch as Fetch, Integrations } from '@backoffice/core/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/api/query-client.ts';
import { useAppStore } from '../../../lib/store/app-store.ts';
import {
  appStateRestorer,
  LATER,
  SAM,
  serve,
  SLOW,
} from '../../../components/data-table/__tests__/table-harness.tsx';
import { CourtListenerFetch } from '../CourtListenerFetch.tsx';

const WRITER: SessionUser = { ...SAM, privileges: ['READ', 'CREATE', 'UPDATE'] };
const READER: SessionUser = { ...SAM, privileges: ['READ'] };

const fetchOf = (over: Partial<Fetch>): Fetch => ({
  id: 'CF-000001',
  docketId: 'DK-0001',
  state: 'done',
  requestedBy: 'staff',
  requestedAt: '2026-11-27T10:00:00.000Z',
  startedAt: '2026-11-27T10:00:01.000Z',
  finishedAt: '2026-11-27T10:00:02.000Z',
  courtListenerDocketId: 4214664,
  pagesRead: 2,
  entriesRead: 5,
  entriesAdded: 5,
  entriesUnchanged: 0,
  entriesUndated: 0,
  error: null,
  retriable: false,
  ...over,
});

/** The server: whether CourtListener is configured, and the docket's fetches. */
function server(configured: boolean, fetches: Fetch[]) {
  const integrations: Integrations = {
    courtListener: { configured, scheduleMinutes: configured ? 1440 : null },
  };
  return serve((url) =>
    url.pathname.endsWith('/integrations')
      ? integrations
      : { items: fetches, total: fetches.length, page: 1, pageSize: 10 },
  );
}

function renderAs(user: SessionUser) {
  useAppStore.getState().signedIn(user);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <CourtListenerFetch docketId="DK-0001" />
    </QueryClientProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Fetch from CourtListener' });

describe('the CourtListener fetch on a docket', SLOW, () => {
  let stop: () => void = () => undefined;
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = appStateRestorer();
  });
  afterEach(() => {
    cleanup();
    stop();
    restore();
  });

  it('should tell a writer how to configure CourtListener when the server has no token', async () => {
    ({ stop } = server(false, []));
    renderAs(WRITER);
    const note = await screen.findByText(/not set up on this server/, {}, LATER);
    expect(note.textContent).toContain('COURTLISTENER_API_TOKEN');
    expect(note.textContent).toContain('courtlistener.com');
    expect(screen.queryByRole('button', { name: 'Fetch from CourtListener' })).toBeNull();
  });

  it("should show a failed fetch in CourtListener's words, and offer the fetch again", async () => {
    const error =
      'CourtListener refused the API token: "Invalid token." (HTTP 401). Check COURTLISTENER_API_TOKEN';
    ({ stop } = server(true, [fetchOf({ state: 'failed', error, entriesAdded: 0 })]));
    renderAs(WRITER);
    const alert = await screen.findByRole('alert', {}, LATER);
    expect(alert.textContent).toContain('"Invalid token." (HTTP 401)');
    const button = await screen.findByRole('button', { name: 'Fetch from CourtListener' }, LATER);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('should show a reader the last fetch without the action', async () => {
    ({ stop } = server(true, [fetchOf({ entriesAdded: 2, entriesUnchanged: 3 })]));
    renderAs(READER);
    await screen.findByText(/Fetched from CourtListener on/, {}, LATER);
    expect(region().textContent).toContain('5 entries read, 2 added, 3 unchanged');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/not set up/)).toBeNull();
  });
});
