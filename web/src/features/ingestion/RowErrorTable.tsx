/** Row-level errors: the row number in the file, the column, the cell as it was, what is wrong. */
import type { RowError } from '@backoffice/core/api';
import { LocalTable } from '../../components/data-table/LocalTable.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';

const COLUMNS: readonly TableColumn<RowError>[] = [
  {
    field: 'row',
    header: 'Row',
    kind: 'number',
    width: 80,
    format: (e) => (e.row === 0 ? 'File' : String(e.row)),
  },
  { field: 'column', header: 'Column', width: 140 },
  { field: 'value', header: 'Value', width: 160 },
  { field: 'problem', header: 'Problem', flex: 2, minWidth: 200, wrap: true },
];

export function RowErrorTable({ errors, label }: { errors: readonly RowError[]; label: string }) {
  return (
    <LocalTable
      rows={errors}
      columns={COLUMNS}
      label={label}
      emptyText="No errors."
      pageSize={10}
    />
  );
}
