/** A docket's entries: columns and filters of the second table on the Dockets screen. */
import { DOCUMENT_TYPES, type DocketEntry } from '@backoffice/core/api';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { dateColumn, numberColumn } from '../../components/data-table/columns.ts';

export const ENTRY_COLUMNS: readonly TableColumn<DocketEntry>[] = [
  { field: 'number', header: 'No.', kind: 'number', width: 72, hideOnPhone: true },
  dateColumn('filedOn', 'Filed on', { width: 120 }),
  {
    field: 'documentType',
    header: 'Document type',
    kind: 'enum',
    enumLabel: humanize,
    width: 150,
    hideOnPhone: true,
  },
  { field: 'description', header: 'Description', flex: 3, minWidth: 190, wrap: true },
  { field: 'filedBy', header: 'Filed by', flex: 1, minWidth: 160, hideOnPhone: true },
  numberColumn('pages', 'Pages', { width: 90, hideOnPhone: true }),
];

export const ENTRY_FILTERS: readonly TableFilter[] = [
  {
    kind: 'enum',
    param: 'documentType',
    label: 'Document type',
    options: enumOptions(DOCUMENT_TYPES),
  },
  { kind: 'dateRange', label: 'Filed' },
];

/** The prefix of the entries table's URL parameters (`entries.page`, …). */
export const ENTRIES_PREFIX = 'entries';
