import type { Case } from '@backoffice/core/api';
import { humanize } from '../../lib/format/labels.ts';

/** The line under the caption: id, status and (for DOG cases) the DOG mark. */
export function CaseBadges({ case: c }: { case: Case }) {
  return (
    <span className="case-badges">
      <span className="case-badges__id">{c.id}</span>
      <StatusBadge status={c.status} />
      {c.dog ? (
        <span className="case-badge case-badge--dog" title="On the DOG case list">
          DOG
        </span>
      ) : null}
    </span>
  );
}

export function StatusBadge({ status }: { status: Case['status'] }) {
  return <span className={`case-badge case-badge--${status}`}>{humanize(status)}</span>;
}
