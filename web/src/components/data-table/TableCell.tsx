import type { ICellRendererParams } from 'ag-grid-community';
import type { ComponentType } from 'react';

interface TableCellParams<Row> extends ICellRendererParams<Row> {
  cell: ComponentType<{ row: Row }>;
}

/** Hands a column's own cell component the row, as `TableColumn.cell` promises. */
export function TableCell<Row>({ data, cell: Cell }: TableCellParams<Row>) {
  return data ? <Cell row={data} /> : null;
}
