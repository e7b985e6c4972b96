/**
 * The case lists' columns and filters (Case List and DOG Cases share them). The two deadline
 * columns read the case's deadlines through the business rules in core; a missed next deadline
 * carries the Overdue badge, one due within 7 days the Due soon badge.
 */
import type { Case } from '@backoffice/core/api';
import { CASE_STATUSES, caseNextDeadline, leadPlaintiffDeadline } from '@backoffice/core/domain';
import { DEADLINE_URGENCY_LABELS } from '@backoffice/core/deadlines';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { DeadlineUrgency, urgencyOf } from '../../components/litigation/DeadlineUrgency.tsx';
import { formatDate } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { useListedSecurity } from '../../entities/securities/use-listed-security.ts';

function Ticker({ id }: { id: string }) {
  const { data } = useListedSecurity(id);
  return <span title={data ? `${data.name} (${id})` : id}>{data?.ticker ?? id}</span>;
}

/**
 * A case's securities by ticker. The list gives only their ids: the page's cells read them
 * together (useListedSecurity); the CSV export writes the ids.
 */
function SecurityTickers({ row }: { row: Case }) {
  return row.securityIds.map((id, i) => (
    <span key={id}>
      {i > 0 ? ', ' : null}
      <Ticker id={id} />
    </span>
  ));
}

/** The next deadline's date and what it is: a case deadline's kind, a record's title. */
function nextOf(row: Case) {
  const next = caseNextDeadline(row);
  if (!next) return null;
  const what = next.kind === null ? next.title : humanize(next.kind);
  return {
    date: next.date,
    text: `${formatDate(next.date)} · ${what}`,
    urgency: urgencyOf(next.date),
  };
}

/**
 * The next deadline to act on (the case's own or a deadline record), a missed one first:
 * "Overdue" and "Due soon" are written into the CSV too.
 */
function nextDeadlineText(row: Case): string {
  const next = nextOf(row);
  if (!next) return '—';
  const pressing = next.urgency === 'overdue' || next.urgency === 'due_soon';
  return `${next.text}${pressing ? ` · ${DEADLINE_URGENCY_LABELS[next.urgency]}` : ''}`;
}

function NextDeadline({ row }: { row: Case }) {
  const next = nextOf(row);
  if (!next) return '—';
  return (
    <span className="case-next-deadline">
      <DeadlineUrgency dueOn={next.date} /> {next.text}
    </span>
  );
}

export const CASE_COLUMNS: readonly TableColumn<Case>[] = [
  { field: 'caption', header: 'Case', minWidth: 200, flex: 3, wrap: true },
  { field: 'dog', header: 'DOG', kind: 'boolean', width: 72, minWidth: 72, hideOnPhone: true },
  { field: 'status', header: 'Status', kind: 'enum', minWidth: 130, wrap: true },
  { field: 'court', header: 'Court', minWidth: 96, hideOnPhone: true },
  {
    field: 'securityIds',
    header: 'Securities',
    minWidth: 100,
    cell: SecurityTickers,
    hideOnPhone: true,
  },
  {
    field: 'classPeriodEnd',
    header: 'Class period',
    minWidth: 130,
    format: (c) => `${formatDate(c.classPeriodStart)} – ${formatDate(c.classPeriodEnd)}`,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'deadlines',
    id: 'leadPlaintiffDeadline',
    header: 'Lead plaintiff deadline',
    minWidth: 125,
    format: (c) => formatDate(leadPlaintiffDeadline(c.deadlines)?.date),
    hideOnPhone: true,
  },
  {
    field: 'deadlines',
    id: 'nextDeadline',
    header: 'Next deadline',
    minWidth: 140,
    format: nextDeadlineText,
    cell: NextDeadline,
    wrap: true,
  },
];

export const CASE_FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(CASE_STATUSES) },
  { kind: 'text', param: 'court', label: 'Court' },
  { kind: 'boolean', param: 'dog', label: 'DOG' },
  { kind: 'dateRange', label: 'Class period end' },
];
