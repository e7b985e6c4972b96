/**
 * Which cached reads a write makes stale. A write changes its own resource (the endpoints of
 * the same tag) and whatever is derived from it: the calendar is made of cases, motions and
 * deadline records, dockets and motions carry their case's caption, loss runs name their case
 * and client, a case the closes of its securities.
 */
import type { EndpointId } from '@backoffice/core/api';
import { endpointRoutes } from '@backoffice/core/api-routes';

const DERIVED: Readonly<Record<string, readonly string[]>> = {
  Cases: ['Calendar', 'Dockets', 'Motions', 'Loss runs', 'Deadlines'],
  Motions: ['Calendar'],
  // Accepting a suggestion opens a case with its docket.
  'Suggested cases': ['Cases', 'Calendar', 'Dockets'],
  // A case shows its next deadline record; the calendar shows every record.
  Deadlines: ['Calendar', 'Cases', 'Notifications'],
  // A settlement's deadlines are on the calendar.
  Settlements: ['Calendar'],
  Clients: ['Accounts', 'Loss runs'],
  // A case shows its securities' tickers and which of their closes it lacks.
  Securities: ['Cases'],
  // Ingesting a file (or undoing it) adds or removes trades and holdings.
  Ingestion: ['Trades', 'Holdings'],
  // Monitoring's changes start runs and sweeps whose notifications the bell counts.
  Monitoring: ['Notifications'],
};

function tagOf(id: EndpointId): string {
  return endpointRoutes[id].tag;
}

/** The reads (GET operations) that a successful call of `write` makes stale. */
export function staleAfter(write: EndpointId): EndpointId[] {
  // Every write is in the audit log, and in its record's history.
  const tags = new Set([tagOf(write), ...(DERIVED[tagOf(write)] ?? []), 'Audit']);
  return (Object.keys(endpointRoutes) as EndpointId[]).filter(
    (id) => endpointRoutes[id].method === 'GET' && tags.has(tagOf(id)),
  );
}
