/**
 * A deadline's audit entries in staff's words: "Trigger changed" with the old and new trigger
 * and how the due date moved, "Marked done", "Owner: Sam Staff → Ada Admin", never a field's
 * name or a user's id. The entries hold the deadline's stored row before and after (an edit
 * keeps only its changed fields), so each line reads those fields; one this file does not know
 * falls back to the shared audit wording.
 */
import type { AuditEntry } from '@backoffice/core/api';
import { auditChanges, auditActionLabel } from '@backoffice/core/domain';
import { formatDate } from '../../../lib/format/format.ts';
import { humanize } from '../../../lib/format/labels.ts';

export interface HistoryWording {
  action: string;
  details: string[];
}

type Fields = Readonly<Record<string, unknown>>;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function triggerText(v: unknown): string {
  if (typeof v !== 'object' || v === null) return 'none (date set by hand)';
  const t = v as Fields;
  const what = t.kind === 'docketEntry' ? `docket entry ${text(t.docketEntryId)}` : text(t.event);
  return `${what}, ${formatDate(text(t.date))}`;
}

const STATE_ACTIONS: Readonly<Record<string, string>> = {
  done: 'Marked done',
  waived: 'Waived',
  open: 'Reopened',
};

/** One line per changed field the deadline's screens show, in the order staff read them. */
const FIELD_LINES: readonly [string, (before: unknown, after: unknown) => string][] = [
  ['title', (b, a) => `Title: ${text(b)} → ${text(a)}`],
  ['trigger', (b, a) => `Trigger: ${triggerText(b)} → ${triggerText(a)}`],
  ['dueOn', (b, a) => `Due date moved: ${formatDate(text(b))} → ${formatDate(text(a))}`],
  ['ruleName', (b, a) => `Rule: ${text(b) || 'set by hand'} → ${text(a) || 'date set by hand'}`],
  ['ownerName', (b, a) => `Owner: ${text(b)} → ${text(a)}`],
  ['docketId', (b, a) => `Docket: ${text(b) || 'none'} → ${text(a) || 'none'}`],
  [
    'service',
    (b, a) =>
      `Service: ${humanize(text(b)) || 'the rule’s'} → ${humanize(text(a)) || 'the rule’s'}`,
  ],
];
/** Said by the lines above (an owner by name, a rule by name) or by the entry itself. */
const SAID = new Set(['ownerId', 'ruleId', 'caseCaption', 'state', ...FIELD_LINES.map(([f]) => f)]);

function createdWording(after: Fields): HistoryWording {
  const counted = after.trigger
    ? `Rule: ${text(after.ruleName) || '—'}, counted from ${triggerText(after.trigger)}`
    : 'Date set by hand';
  return {
    action: 'Created',
    details: [
      `${text(after.title)}, due ${formatDate(text(after.dueOn))}`,
      counted,
      `Owner: ${text(after.ownerName)}`,
    ],
  };
}

function movedWithIt(entry: Pick<AuditEntry, 'related'>): string[] {
  const others = entry.related.find((r) => r.rows === 'deadlines')?.updated ?? 0;
  if (others === 0) return [];
  return [
    `${String(others)} other deadline${others === 1 ? '' : 's'} counted from the same trigger moved with it`,
  ];
}

export function deadlineHistoryWording(
  entry: Pick<AuditEntry, 'action' | 'operation' | 'before' | 'after' | 'related'>,
): HistoryWording {
  const { before, after } = entry;
  if (!before && after) return createdWording(after);
  if (!before || !after) return { action: auditActionLabel(entry.action), details: [] };
  const details = FIELD_LINES.filter(([field]) => field in after || field in before).map(
    ([field, line]) => line(before[field], after[field]),
  );
  const rest = auditChanges(before, after)
    .filter((c) => !SAID.has(c.field))
    .map((c) => `${c.label}: ${c.before} → ${c.after}`);
  const state = 'state' in after ? STATE_ACTIONS[text(after.state)] : undefined;
  let action = 'Edited';
  if (entry.operation === 'changeDeadlineTrigger') action = 'Trigger changed';
  else if (state) action = state;
  return { action, details: [...details, ...rest, ...movedWithIt(entry)] };
}
