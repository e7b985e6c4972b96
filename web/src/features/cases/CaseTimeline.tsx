/**
 * The case's history and what lies ahead, oldest first: status changes, filings on its dockets,
 * motions filed and heard, and deadlines, with a line where today falls. Kinds can be hidden.
 */
import type { Case } from '@backoffice/core/api';
import type { TimelineEvent, TimelineKind } from '@backoffice/core/domain';
import { format } from 'date-fns/format';
import { useState } from 'react';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { formatDate } from '../../lib/format/format.ts';
import { TimelineText } from './TimelineText.tsx';
import { useCaseTimeline } from './use-case-timeline.ts';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';

const GROUPS = [
  { id: 'status', label: 'Status changes', kinds: ['status'] },
  { id: 'filing', label: 'Filings', kinds: ['filing'] },
  { id: 'motion', label: 'Motions and hearings', kinds: ['motion_filed', 'motion_hearing'] },
  { id: 'deadline', label: 'Deadlines', kinds: ['deadline'] },
] as const satisfies readonly { id: string; label: string; kinds: readonly TimelineKind[] }[];
type GroupId = (typeof GROUPS)[number]['id'];

const groupOf = (kind: TimelineKind): GroupId =>
  GROUPS.find((g) => (g.kinds as readonly TimelineKind[]).includes(kind))?.id ?? 'status';

function TimelineList({ events, today }: { events: readonly TimelineEvent[]; today: string }) {
  const firstAhead = events.findIndex((e) => e.date > today);
  return (
    <ol className="timeline">
      {events.map((event, i) => (
        <li key={event.id} className={`timeline__item timeline__item--${groupOf(event.kind)}`}>
          {i === firstAhead ? <p className="timeline__today">Today, {formatDate(today)}</p> : null}
          <div className="timeline__row">
            <time className="timeline__date" dateTime={event.date}>
              {formatDate(event.date)}
            </time>
            <TimelineText event={event} />
          </div>
        </li>
      ))}
    </ol>
  );
}

export function CaseTimeline({ case: c }: { case: Case }) {
  const timeline = useCaseTimeline(c);
  const [hidden, setHidden] = useState<ReadonlySet<GroupId>>(new Set());
  if (timeline.status === 'pending') return <StatusView title="Loading the timeline…" />;
  if (timeline.status === 'error') {
    return <LoadFailure what="The filings and motions of this case" onRetry={timeline.retry} />;
  }
  const counts = new Map<GroupId, number>();
  for (const e of timeline.events)
    counts.set(groupOf(e.kind), (counts.get(groupOf(e.kind)) ?? 0) + 1);
  const shown = timeline.events.filter((e) => !hidden.has(groupOf(e.kind)));
  const toggle = (id: GroupId, on: boolean) => {
    const next = new Set(hidden);
    if (on) next.delete(id);
    else next.add(id);
    setHidden(next);
  };
  return (
    <section className="card" aria-label="Timeline">
      <fieldset className="timeline-filter">
        <legend className="case-section-title">Show</legend>
        {GROUPS.map((g) => (
          <label
            key={g.id}
            className={`form-check timeline-filter__choice timeline__item--${g.id}`}
          >
            <input
              type="checkbox"
              checked={!hidden.has(g.id)}
              onChange={(event) => {
                toggle(g.id, event.target.checked);
              }}
            />
            <span>
              {g.label} ({counts.get(g.id) ?? 0})
            </span>
          </label>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="muted">Nothing to show.</p>
      ) : (
        <TimelineList events={shown} today={format(new Date(), 'yyyy-MM-dd')} />
      )}
    </section>
  );
}
