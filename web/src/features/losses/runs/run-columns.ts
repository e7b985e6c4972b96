/** The runs list's columns and filters. */
import { LOSS_RUN_STATUSES, type LossRun } from '@backoffice/core/api';
import type { TableColumn, TableFilter } from '../../../components/data-table/types.ts';
import { formatDateTime } from '../../../lib/format/format.ts';
import { enumOptions } from '../../../lib/format/labels.ts';
import { CASE_LOOKUP } from '../../../components/data-table/lookups.ts';
import { RunStatusCell } from './RunProgress.tsx';
import { formatDurationMs, progressText, startedBy } from './run-status.ts';
import { numberColumn } from '../../../components/data-table/columns.ts';

export const RUN_COLUMNS: readonly TableColumn<LossRun>[] = [
  { field: 'caseCaption', header: 'Case', flex: 3, minWidth: 150, wrap: true },
  {
    field: 'status',
    header: 'Status',
    kind: 'enum',
    cell: RunStatusCell,
    format: progressText,
    flex: 1,
    minWidth: 150,
  },
  {
    field: 'createdBy',
    header: 'Started by',
    // A run the system started says why: "system: case created".
    format: startedBy,
    flex: 2,
    minWidth: 130,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'createdAt',
    header: 'Started at',
    kind: 'datetime',
    format: (r) => formatDateTime(r.startedAt ?? r.createdAt),
    width: 170,
    hideOnPhone: true,
  },
  {
    field: 'durationMs',
    header: 'Duration',
    kind: 'number',
    format: (r) => formatDurationMs(r.durationMs),
    width: 120,
    hideOnPhone: true,
  },
  numberColumn('resultsCount', 'Results', { width: 105, hideOnPhone: true }),
  { field: 'message', header: 'Message', flex: 2, minWidth: 180, wrap: true, hideOnPhone: true },
];

export const RUN_FILTERS: readonly TableFilter[] = [
  { kind: 'lookup', param: 'caseId', label: 'Case', source: CASE_LOOKUP },
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(LOSS_RUN_STATUSES) },
  {
    kind: 'enum',
    param: 'createdBy',
    label: 'Started by',
    options: [{ value: 'system', label: 'The system (automatic)' }],
  },
  { kind: 'dateRange', label: 'Started' },
];
