import type { Case } from '@backoffice/core/api';
import { toneClass, type Tone } from '../../components/feedback/tone.ts';
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

/** Filed and lead-plaintiff motion keep colours of their own (cases.css). */
const TONES: Partial<Record<Case['status'], Tone>> = {
  class_certification: 'warning',
  settlement: 'success',
  dismissed: 'muted',
};

export function StatusBadge({ status }: { status: Case['status'] }) {
  return (
    <span className={`case-badge case-badge--${status}${toneClass(TONES[status])}`}>
      {humanize(status)}
    </span>
  );
}
