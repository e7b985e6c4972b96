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
  /** The column chooser's answer; every column is shown when absent. */
  isShown?: (column: TableColumn<Row>) => boolean;
}

const NUMERIC_CLASS = 'data-table__num';

export function toColDefs<Row>(
  columns: readonly TableColumn<Row>[],
  view: ColumnView<Row>,
): ColDef<Row>[] {
  const [sortField, direction] = view.sort.split(':');
  const hidden = (column: TableColumn<Row>) =>
    (view.isPhone ? column.hideOnPhone === true : column.phoneOnly === true) ||
    (column.phoneOnly !== true && view.isShown?.(column) === false);
  // One header shows the sort, even when two columns show its field (one for phones only):
  // ag-grid would number two sorted columns as a multi-sort.
  const sortedColumn = columns.find(
    (c) => !hidden(c) && c.field === sortField && view.isSortable(c),
  );
  return columns.map((column): ColDef<Row> => {
    const sortable = view.isSortable(column);
    const sorted = column === sortedColumn;
    return {
      colId: columnId(column),
      headerName: column.header,
      valueGetter: ({ data }) => (data ? cellText(column, data) : ''),
      sortable,
      sort: sorted && (direction === 'asc' || direction === 'desc') ? direction : null,
      hide: hidden(column),
      width: column.width,
      // A column given a narrower width keeps it (a count of rows needs no 100 px).
      minWidth: column.minWidth ?? Math.min(column.width ?? 100, 100),
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
