/**
 * What an audit entry changed, one line per field as "before → after" in the shared words
 * (core's labels), and the other rows the same call changed, counted. Values are React text,
 * so whatever a record holds stays inert.
 */
import type { AuditEntry } from '@backoffice/core/api';
import { auditChanges, recordLabel } from '@backoffice/core/domain';
import './audit.css';

/** The whole change as one line of text (a table cell's copy, a phone's summary). */
export function auditChangesText(e: Pick<AuditEntry, 'before' | 'after'>): string {
  return auditChanges(e.before, e.after)
    .map((c) => `${c.label}: ${c.before} → ${c.after}`)
    .join('; ');
}

function relatedText(r: AuditEntry['related'][number]): string {
  const parts = [
    r.created ? `${r.created.toLocaleString('en-US')} added` : '',
    r.updated ? `${r.updated.toLocaleString('en-US')} changed` : '',
    r.deleted ? `${r.deleted.toLocaleString('en-US')} removed` : '',
  ].filter(Boolean);
  return `${recordLabel(r.rows)}: ${parts.join(', ')}`;
}

export function AuditChanges({
  entry,
}: {
  entry: Pick<AuditEntry, 'before' | 'after' | 'related'>;
}) {
  const changes = auditChanges(entry.before, entry.after);
  const created = entry.before === null;
  return (
    <div className="audit-change">
      {changes.length === 0 ? (
        <span className="audit-diff__none">No field changed</span>
      ) : (
        <ul className="audit-diff">
          {changes.map((c) => (
            <li key={c.field}>
              <span className="audit-diff__field">{c.label}</span>{' '}
              {created ? null : (
                <>
                  <del className="audit-diff__before">{c.before}</del>
                  <span aria-hidden="true"> → </span>
                  <span className="visually-hidden"> became </span>
                </>
              )}
              <ins className="audit-diff__after">{c.after}</ins>
            </li>
          ))}
        </ul>
      )}
      {entry.related.length > 0 ? (
        <ul className="audit-related">
          {entry.related.map((r) => (
            <li key={r.rows}>{relatedText(r)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
