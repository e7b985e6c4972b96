/**
 * A case's timeline: its status changes, the filings on its dockets, its deadlines and its
 * motions' filings and hearings, merged into one chronological list. Typed by the fields it
 * reads (not the API's entities), so the contract stays above the domain.
 */
import type { CaseStatus } from './case-status.ts';

export interface TimelineSources {
  statusHistory: readonly { status: CaseStatus; on: string; by: string }[];
  deadlines: readonly {
    id: string;
    kind: string;
    date: string;
    description: string;
    done: boolean;
  }[];
  /** Entries of the case's dockets, each with its docket's number. */
  filings: readonly {
    id: string;
    docketNumber: string;
    number: number | null;
    filedOn: string;
    documentType: string;
    description: string;
    filedBy: string;
  }[];
  motions: readonly {
    id: string;
    title: string;
    filedOn: string | null;
    hearingDate: string | null;
  }[];
}

interface Dated {
  id: string;
  /** The business date it happened (or will) on: `2024-03-15`. */
  date: string;
}

export type TimelineEvent = Dated &
  (
    | { kind: 'status'; status: CaseStatus; by: string; at: string }
    | { kind: 'filing'; filing: TimelineSources['filings'][number] }
    | { kind: 'motion_filed' | 'motion_hearing'; motionId: string; title: string }
    | { kind: 'deadline'; deadline: TimelineSources['deadlines'][number] }
  );
export type TimelineKind = TimelineEvent['kind'];

/**
 * On one day a status change comes first (it frames what follows), then what was filed, then
 * what was heard, then what was due.
 */
const SAME_DAY_ORDER: Readonly<Record<TimelineKind, number>> = {
  status: 0,
  filing: 1,
  motion_filed: 2,
  motion_hearing: 3,
  deadline: 4,
};

function compare(a: TimelineEvent, b: TimelineEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const byKind = SAME_DAY_ORDER[a.kind] - SAME_DAY_ORDER[b.kind];
  if (byKind !== 0) return byKind;
  if (a.kind === 'status' && b.kind === 'status') return a.at < b.at ? -1 : a.at > b.at ? 1 : 0;
  if (a.kind === 'filing' && b.kind === 'filing')
    return (a.filing.number ?? 0) - (b.filing.number ?? 0);
  return 0;
}

/** Oldest first; events of the same day in the order above (the sort is stable otherwise). */
export function caseTimeline(sources: TimelineSources): TimelineEvent[] {
  const events: TimelineEvent[] = [
    ...sources.statusHistory.map((s, i): TimelineEvent => ({
      id: `status-${String(i)}`,
      date: s.on.slice(0, 10),
      kind: 'status',
      status: s.status,
      by: s.by,
      at: s.on,
    })),
    ...sources.filings.map((f): TimelineEvent => ({
      id: `filing-${f.id}`,
      date: f.filedOn,
      kind: 'filing',
      filing: f,
    })),
    ...sources.motions.flatMap((m): TimelineEvent[] => [
      ...(m.filedOn
        ? [
            {
              id: `filed-${m.id}`,
              date: m.filedOn,
              kind: 'motion_filed' as const,
              motionId: m.id,
              title: m.title,
            },
          ]
        : []),
      ...(m.hearingDate
        ? [
            {
              id: `hearing-${m.id}`,
              date: m.hearingDate,
              kind: 'motion_hearing' as const,
              motionId: m.id,
              title: m.title,
            },
          ]
        : []),
    ]),
    ...sources.deadlines.map((d): TimelineEvent => ({
      id: `deadline-${d.id}`,
      date: d.date,
      kind: 'deadline',
      deadline: d,
    })),
  ];
  return events.sort(compare);
}
