/** The motions list: its columns and filters, declared once at module level. */
import { isMotionOverdue } from '@backoffice/core/domain';
import { MOTION_STATUSES, MOTION_TYPES, type Motion } from '@backoffice/core/api';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { Icon } from '../../components/icon/Icon.tsx';
import { CaseCell } from '../../components/litigation/CaseCell.tsx';
import { formatDate } from '../../lib/format/format.ts';
import { isoOfDate } from '../../lib/form/typed-values.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';

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
      <span className={full ? 'motion-overdue__tag' : 'motion-overdue__hidden'}>Overdue</span>
    </span>
  );
}

function DeadlineCell({ row }: { row: Motion }) {
  return <Deadline motion={row} />;
}

export const MOTION_COLUMNS: readonly TableColumn<Motion>[] = [
  { field: 'title', header: 'Title', flex: 2, minWidth: 170, wrap: true },
  {
    field: 'caseCaption',
    header: 'Case',
    cell: CaseCell,
    flex: 2,
    minWidth: 170,
    hideOnPhone: true,
  },
  {
    field: 'type',
    header: 'Type',
    kind: 'enum',
    enumLabel: humanize,
    minWidth: 150,
    hideOnPhone: true,
  },
  {
    field: 'status',
    header: 'Status',
    kind: 'enum',
    enumLabel: humanize,
    width: 100,
    hideOnPhone: true,
  },
  {
    field: 'filedOn',
    header: 'Filed on',
    kind: 'date',
    format: (m) => formatDate(m.filedOn),
    width: 120,
    hideOnPhone: true,
  },
  {
    field: 'hearingDate',
    header: 'Hearing',
    kind: 'date',
    format: (m) => formatDate(m.hearingDate),
    width: 120,
    hideOnPhone: true,
  },
  {
    field: 'deadline',
    header: 'Deadline',
    kind: 'date',
    format: (m) => formatDate(m.deadline),
    cell: DeadlineCell,
    width: 145,
  },
  { field: 'filedBy', header: 'Filed by', flex: 1, minWidth: 130, hideOnPhone: true },
];

export const MOTION_TYPE_OPTIONS = enumOptions(MOTION_TYPES);
export const MOTION_STATUS_OPTIONS = enumOptions(MOTION_STATUSES);

export const MOTION_FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'type', label: 'Type', options: MOTION_TYPE_OPTIONS },
  { kind: 'enum', param: 'status', label: 'Status', options: MOTION_STATUS_OPTIONS },
  { kind: 'text', param: 'caseId', label: 'Case ID' },
  { kind: 'dateRange', label: 'Filed' },
];
