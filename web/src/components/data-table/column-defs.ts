/**
 * The DataTable's typed columns as ag-grid column definitions. The server sorts; the grid only
 * shows which column the list is sorted by, and reports header clicks.
 */
import type { ColDef } from 'ag-grid-community';
import { TableCell } from './TableCell.tsx';
import { cellText, columnId, isNumeric } from './cell-text.ts';
import type { TableColumn } from './types.ts';

export interface ColumnView<Row> {
  /** The list's sort, `field:asc|desc`. */
  sort: string;
  isSortable: (column: TableColumn<Row>) => boolean;
  isPhone: boolean;
}

const NUMERIC_CLASS = 'data-table__num';

export function toColDefs<Row>(
  columns: readonly TableColumn<Row>[],
  view: ColumnView<Row>,
): ColDef<Row>[] {
  const [sortField, direction] = view.sort.split(':');
  return columns.map((column): ColDef<Row> => {
    const sortable = view.isSortable(column);
    const sorted = sortable && column.field === sortField;
    return {
      colId: columnId(column),
      headerName: column.header,
      valueGetter: ({ data }) => (data ? cellText(column, data) : ''),
      sortable,
      sort: sorted && (direction === 'asc' || direction === 'desc') ? direction : null,
      hide: view.isPhone && column.hideOnPhone === true,
      width: column.width,
      minWidth: column.minWidth ?? 100,
      wrapText: column.wrap,
      autoHeight: column.wrap,
      flex: column.width ? undefined : (column.flex ?? 1),
      cellRenderer: column.cell ? TableCell : undefined,
      cellRendererParams: column.cell ? { cell: column.cell } : undefined,
      ...(isNumeric(column)
        ? { type: 'rightAligned', cellClass: NUMERIC_CLASS, headerClass: NUMERIC_CLASS }
        : {}),
    };
  });
}

/** Which column a header click sorted by, as the list's sort parameter. */
export function sortOf<Row>(
  columns: readonly TableColumn<Row>[],
  colId: string,
  direction: string | null | undefined,
): string | null {
  const column = columns.find((c) => columnId(c) === colId);
  return column && (direction === 'asc' || direction === 'desc')
    ? `${column.field}:${direction}`
    : null;
}
