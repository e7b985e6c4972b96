/**
 * A claim opened from where it is listed: its documents (the administrator's letters, the filed
 * form) and its history, status moves and documents added or removed, newest first, each with
 * who and when. The claim is read afresh, so a move made meanwhile shows.
 */
import {
  CLAIM_DOCUMENT_KIND_LABELS,
  CLAIM_STATUS_LABELS,
  type Claim,
  type ClaimDocument,
} from '@backoffice/core/api';
import { useState } from 'react';
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

export function ClaimDetails({ row }: { row: Claim }) {
  const [open, setOpen] = useState(false);
  const fresh = useApiQuery('getClaim', { params: { id: row.id } }, { enabled: open });
  const claim = fresh.data ?? row;
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-label={`Documents and history of the claim of ${row.clientName}`}
        onClick={() => {
          setOpen(true);
        }}
      >
        Documents
      </button>
      {open ? (
        <PanelDialog
          title={`Claim of ${claim.clientName}`}
          onClose={() => {
            setOpen(false);
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
      ) : null}
    </>
  );
}
