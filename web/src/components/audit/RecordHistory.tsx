/**
 * A record's History: who changed it, when, and what (the fields before and after), newest
 * first, from the audit log. The same panel on every record's page, as a tab where the page
 * has tabs and as a section at the foot of a record's view otherwise.
 */
import type { AuditEntry, AuditRecordType } from '@backoffice/core/api';
import { auditActionLabel } from '@backoffice/core/domain';
import { useId } from 'react';
import { LoadFailure } from '../feedback/LoadFailure.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { AuditChanges } from './AuditChanges.tsx';
import './audit.css';

const SHOWN = 50;

/** An entry in a record's own words (a deadline "Marked done"), in place of its field changes. */
export type HistoryWords = (entry: AuditEntry) => { action: string; details: readonly string[] };

interface RecordHistoryProps {
  recordType: AuditRecordType;
  id: string;
  /** A heading of its own (a section in a record's view); a tab has its name already. */
  heading?: boolean;
  words?: HistoryWords;
}

function EntryBody({ entry, words }: { entry: AuditEntry; words: HistoryWords | undefined }) {
  if (!words) return <AuditChanges entry={entry} />;
  const { details } = words(entry);
  if (details.length === 0) return null;
  return (
    <ul className="audit-diff">
      {details.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function RecordHistory({ recordType, id, heading = false, words }: RecordHistoryProps) {
  const headingId = useId();
  const query = useApiQuery('getRecordHistory', {
    params: { recordType, id },
    query: { pageSize: SHOWN },
  });
  const page = query.data;
  let body;
  if (query.isError) {
    body = (
      <LoadFailure what="The history" error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!page) {
    body = <p className="muted">Loading the history…</p>;
  } else if (page.items.length === 0) {
    body = <p className="muted">No change recorded yet.</p>;
  } else {
    body = (
      <>
        <ol className="record-history__list">
          {page.items.map((e) => (
            <li key={e.id} className="record-history__entry">
              <p className="record-history__head">
                <span className="record-history__action">
                  {words ? words(e).action : auditActionLabel(e.action)}
                </span>{' '}
                by {e.actorName}{' '}
                <time className="record-history__when" dateTime={e.at}>
                  {formatDateTime(e.at)}
                </time>
                {e.parentId && e.recordType !== recordType ? ` (${e.recordLabel})` : null}
              </p>
              <EntryBody entry={e} words={words} />
            </li>
          ))}
        </ol>
        {page.total > page.items.length ? (
          <p className="muted">
            The latest {page.items.length} of {page.total} changes.
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section
      className="record-history"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'History'}
    >
      {heading ? <h2 id={headingId}>History</h2> : null}
      {body}
    </section>
  );
}
