/**
 * A motion's columns and filters, declared once: each table takes the ones it shows and gives
 * them its own widths. `MOTION_COLUMNS` is the Motions screen's list, over every case.
 */
import { isMotionOverdue } from '@backoffice/core/domain';
import { MOTION_STATUSES, MOTION_TYPES, type Motion } from '@backoffice/core/api';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { Icon } from '../../components/icon/Icon.tsx';
import { CaseCell } from '../../components/litigation/CaseCell.tsx';
import { formatDate } from '../../lib/format/format.ts';
import { isoOfDate } from '../../lib/form/typed-values.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import './motion-deadline.css';

/**
 * The deadline, marked when it has passed on a motion still open: in full in the motion's view,
 * as a red date with an alert sign in the table, where the word is there for screen readers.
 */
export function Deadline({ motion, full = false }: { motion: Motion; full?: boolean }) {
  if (!isMotionOverdue(motion, isoOfDate(new Date()))) return <>{formatDate(motion.deadline)}</>;
  return (
    <span className="motion-overdue" title="Overdue">
      {full ? null : <Icon name="alert.svg" />}
      {formatDate(motion.deadline)}
      <span className={full ? 'motion-overdue__tag' : 'visually-hidden'}>Overdue</span>
    </span>
  );
}

function DeadlineCell({ row }: { row: Motion }) {
  return <Deadline motion={row} />;
}

const date = (field: 'filedOn' | 'hearingDate' | 'deadline', header: string) =>
  ({
    field,
    header,
    kind: 'date',
    format: (m) => formatDate(m[field]),
  }) satisfies TableColumn<Motion>;

/** One column per field, without a width: the tables add theirs. */
export const MOTION = {
  title: { field: 'title', header: 'Title', flex: 2 },
  type: { field: 'type', header: 'Type', kind: 'enum', enumLabel: humanize },
  status: { field: 'status', header: 'Status', kind: 'enum', enumLabel: humanize },
  filedOn: date('filedOn', 'Filed on'),
  hearingDate: date('hearingDate', 'Hearing'),
  deadline: date('deadline', 'Deadline'),
  filedBy: { field: 'filedBy', header: 'Filed by', flex: 1 },
} satisfies Record<string, TableColumn<Motion>>;

export const MOTION_COLUMNS: readonly TableColumn<Motion>[] = [
  { ...MOTION.title, minWidth: 170, wrap: true },
  {
    field: 'caseCaption',
    header: 'Case',
    cell: CaseCell,
    flex: 2,
    minWidth: 170,
    hideOnPhone: true,
  },
  { ...MOTION.type, minWidth: 150, hideOnPhone: true },
  { ...MOTION.status, width: 100, hideOnPhone: true },
  { ...MOTION.filedOn, width: 120, hideOnPhone: true },
  { ...MOTION.hearingDate, width: 120, hideOnPhone: true },
  { ...MOTION.deadline, cell: DeadlineCell, width: 145 },
  { ...MOTION.filedBy, minWidth: 130, hideOnPhone: true },
];

export const MOTION_TYPE_OPTIONS = enumOptions(MOTION_TYPES);
export const MOTION_STATUS_OPTIONS = enumOptions(MOTION_STATUSES);

const TYPE_FILTER: TableFilter = {
  kind: 'enum',
  param: 'type',
  label: 'Type',
  options: MOTION_TYPE_OPTIONS,
};
const STATUS_FILTER: TableFilter = {
  kind: 'enum',
  param: 'status',
  label: 'Status',
  options: MOTION_STATUS_OPTIONS,
};
const FILED_FILTER: TableFilter = { kind: 'dateRange', label: 'Filed' };

/** The filters of a case's motions; the Motions screen's list adds the case. */
export const CASE_MOTION_FILTERS: readonly TableFilter[] = [
  TYPE_FILTER,
  STATUS_FILTER,
  FILED_FILTER,
];

export const MOTION_FILTERS: readonly TableFilter[] = [
  TYPE_FILTER,
  STATUS_FILTER,
  { kind: 'text', param: 'caseId', label: 'Case ID' },
  FILED_FILTER,
];
