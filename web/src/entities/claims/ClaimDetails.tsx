/**
 * A claim opened from where it is listed: its documents (the administrator's letters, the filed
 * form) and its history, status moves and documents added or removed, newest first, each with
 * who and when. The open claim is named in the URL and read afresh, so the panel stays open and
 * current while the list redraws the claim's row after a move.
 */
import {
  CLAIM_DOCUMENT_KIND_LABELS,
  CLAIM_STATUS_LABELS,
  type Claim,
  type ClaimDocument,
} from '@backoffice/core/api';
import { useSearchParams } from 'react-router-dom';
import { PanelDialog } from '../../components/dialog/PanelDialog.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatCents, formatDateTime } from '../../lib/format/format.ts';
import { ClaimDocuments } from './ClaimDocuments.tsx';

interface Event {
  on: string;
  by: string;
  what: string;
  note: string;
}

function eventsOf(claim: Claim, documents: readonly ClaimDocument[]): Event[] {
  const moves = claim.history.map((h) => ({
    on: h.on,
    by: h.by,
    what: CLAIM_STATUS_LABELS[h.status],
    note: h.note,
  }));
  const added = documents.map((d) => ({
    on: d.uploadedAt,
    by: d.uploadedBy,
    what: `${CLAIM_DOCUMENT_KIND_LABELS[d.kind]} added`,
    note: d.fileName,
  }));
  const removed = documents.flatMap((d) =>
    d.removedAt
      ? [{ on: d.removedAt, by: d.removedBy ?? '', what: 'Document removed', note: d.fileName }]
      : [],
  );
  return [...moves, ...added, ...removed].sort((a, b) => b.on.localeCompare(a.on));
}

function ClaimHistory({ claim }: { claim: Claim }) {
  const documents = useApiQuery('listClaimDocuments', { params: { id: claim.id } });
  const events = eventsOf(claim, documents.data?.items ?? []);
  return (
    <section aria-labelledby="claim-history-title">
      <h3 id="claim-history-title" className="claim-details__heading">
        History
      </h3>
      <ol className="claim-history">
        {events.map((e) => (
          <li key={`${e.on}-${e.what}-${e.note}`} className="claim-history__event">
            <span className="claim-history__what">{e.what}</span>
            <span className="claim-history__when">
              {formatDateTime(e.on)} by {e.by}
            </span>
            {e.note ? <span className="claim-history__note">{e.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The URL parameter naming the open claim: the panel outlives the grid redrawing its row. */
const OPEN_CLAIM = 'claim';

/** The button on a claim's row that opens it. */
export function ClaimDetailsButton({ row }: { row: Claim }) {
  const [, setSearch] = useSearchParams();
  return (
    <button
      type="button"
      className="button button--small"
      aria-label={`Documents and history of the claim of ${row.clientName}`}
      onClick={() => {
        setSearch((s) => {
          s.set(OPEN_CLAIM, row.id);
          return s;
        });
      }}
    >
      Documents
    </button>
  );
}

/** The open claim's panel, over its list. */
export function ClaimDetailsPanel() {
  const [search, setSearch] = useSearchParams();
  const id = search.get(OPEN_CLAIM);
  const query = useApiQuery('getClaim', { params: { id: id ?? '' } }, { enabled: id !== null });
  const claim = query.data;
  if (id === null || !claim) return null;
  return (
    <PanelDialog
      title={`Claim of ${claim.clientName}`}
      onClose={() => {
        setSearch((s) => {
          s.delete(OPEN_CLAIM);
          return s;
        });
      }}
    >
      <p className="claim-details__summary">
        {claim.settlementName}: {CLAIM_STATUS_LABELS[claim.status]}, recognized loss{' '}
        {formatCents(claim.recognizedLoss)}
        {claim.claimNumber ? `, claim number ${claim.claimNumber}` : ''}
      </p>
      <ClaimDocuments claim={claim} />
      <ClaimHistory claim={claim} />
    </PanelDialog>
  );
}
