/** Columns and filters of the three file lists (staged, skipped, ingested). */
import { FILE_KINDS, type FileStatus, type IngestionFile } from '@backoffice/core/api';
import { CLIENT_LOOKUP } from '../../components/data-table/lookups.ts';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatDateTime, formatNumber } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { FileNameCell } from './FileNameCell.tsx';
import { dateTimeColumn, numberColumn } from '../../components/data-table/columns.ts';

/**
 * Sized to fit 1440 px beside the menu with nothing off to the right; the custodian is the
 * file name's prefix and a filter, so it waits in the column chooser.
 */
const COMMON: readonly TableColumn<IngestionFile>[] = [
  { field: 'fileName', header: 'File', flex: 2, minWidth: 160, wrap: true, cell: FileNameCell },
  { field: 'clientName', header: 'Client', flex: 1, minWidth: 120, wrap: true, hideOnPhone: true },
  {
    field: 'custodian',
    header: 'Custodian',
    minWidth: 110,
    wrap: true,
    hideOnPhone: true,
    hiddenByDefault: true,
  },
  { field: 'kind', header: 'Kind', kind: 'enum', enumLabel: humanize, width: 105, wrap: true },
  { field: 'period', header: 'Period', width: 90, hideOnPhone: true },
  dateTimeColumn('receivedAt', 'Received', { width: 150, wrap: true, hideOnPhone: true }),
  numberColumn('rowCount', 'Rows', { width: 80 }),
];

const ERRORS: TableColumn<IngestionFile> = {
  field: 'errorCount',
  header: 'Errors',
  kind: 'number',
  sortable: false,
  format: (f) => formatNumber(f.errorCount),
  width: 85,
};

const BY_STATUS: Record<FileStatus, readonly TableColumn<IngestionFile>[]> = {
  staged: [
    ...COMMON,
    {
      field: 'validRowCount',
      header: 'Valid',
      kind: 'number',
      sortable: false,
      format: (f) => formatNumber(f.validRowCount),
      width: 80,
      // Rows and errors say it already; shown on request.
      hiddenByDefault: true,
    },
    ERRORS,
  ],
  skipped: [
    // Why it was skipped matters here; its row count waits in the column chooser.
    ...COMMON.map((c) => (c.field === 'rowCount' ? { ...c, hiddenByDefault: true } : c)),
    ERRORS,
    { field: 'skipReason', header: 'Reason', flex: 2, minWidth: 180, wrap: true },
  ],
  ingested: [
    // When it was ingested matters here more than when it came: received waits in the chooser.
    ...COMMON.map((c) => (c.field === 'receivedAt' ? { ...c, hiddenByDefault: true } : c)),
    {
      field: 'ingestedRows',
      header: 'Added',
      kind: 'number',
      sortable: false,
      format: (f) => formatNumber(f.ingestedRows),
      width: 85,
    },
    {
      field: 'processedAt',
      header: 'Ingested',
      kind: 'datetime',
      sortable: false,
      format: (f) => formatDateTime(f.processedAt),
      width: 150,
      wrap: true,
      hideOnPhone: true,
    },
    {
      field: 'processedBy',
      header: 'By',
      sortable: false,
      width: 120,
      hideOnPhone: true,
      hiddenByDefault: true,
    },
  ],
};

export function fileColumns(
  status: FileStatus,
  actions: TableColumn<IngestionFile>,
): TableColumn<IngestionFile>[] {
  // The actions come right after the name: a wide table must not scroll them out of sight.
  const [name, ...rest] = BY_STATUS[status];
  return [name!, actions, ...rest];
}

export const FILE_FILTERS: readonly TableFilter[] = [
  { kind: 'lookup', param: 'clientId', label: 'Client', source: CLIENT_LOOKUP },
  { kind: 'text', param: 'custodian', label: 'Custodian' },
  { kind: 'enum', param: 'kind', label: 'Kind', options: enumOptions(FILE_KINDS) },
  { kind: 'text', param: 'period', label: 'Period (YYYY-MM)' },
  { kind: 'text', param: 'id', label: 'File id' },
  { kind: 'dateRange', label: 'Received' },
];
