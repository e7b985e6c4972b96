/**
 * The DataTable's grid, pager and CSV export over rows the screen already holds (an array, not
 * a list endpoint): sorting by header and paging happen here, in the browser, and the view is
 * the component's own state rather than the URL's. The same typed columns as the DataTable.
 */
import { format } from 'date-fns';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_TABLE_PAGE_SIZE } from '@backoffice/core';
import { buildCsv, csvFileName } from '../../lib/csv/csv.ts';
import { downloadText } from '../../lib/download.ts';
import { csvText } from './cell-text.ts';
import { pageOf, sortRows } from './local-rows.ts';
import { Pager } from './Pager.tsx';
import { TableGrid } from './TableGrid.tsx';
import type { TableColumn } from './types.ts';
import './data-table.css';

export interface LocalTableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** The table's accessible name, also the CSV file's base name. */
  label: string;
  emptyText?: string;
  /** Rows per page to start with (one of the pager's sizes). */
  pageSize?: number;
  /** Where a row leads, as in the DataTable. */
  rowHref?: (row: Row) => string;
  /** Controls beside the export button (a method switch, say). */
  actions?: ReactNode;
  /** Leaves out the "Export CSV" button, when the screen exports in its own way. */
  noExport?: boolean;
}

export function LocalTable<Row>(props: LocalTableProps<Row>) {
  const { rows, columns, label, emptyText = 'No rows to show.', rowHref, actions } = props;
  const [sort, setSort] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(props.pageSize ?? DEFAULT_TABLE_PAGE_SIZE);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  // The same array while nothing changed: new rows would make ag-grid measure every row again.
  const shown = useMemo(() => pageOf(sorted, page, pageSize), [sorted, page, pageSize]);
  const isSortable = useCallback((c: TableColumn<Row>) => c.sortable ?? true, []);

  const exportCsv = () => {
    const csvColumns = columns
      .filter((c) => c.phoneOnly !== true)
      .map((c) => ({ header: c.header, value: (row: Row) => csvText(c, row) }));
    downloadText(
      csvFileName(label, format(new Date(), 'yyyy-MM-dd')),
      buildCsv(csvColumns, sorted),
      {
        type: 'text/csv;charset=utf-8',
        byteOrderMark: true,
      },
    );
  };

  return (
    <div className="data-table">
      {actions || !props.noExport ? (
        <div className="data-table__toolbar">
          {actions}
          {props.noExport ? null : (
            <div className="data-table__actions">
              <button type="button" className="button" onClick={exportCsv}>
                Export CSV
              </button>
            </div>
          )}
        </div>
      ) : null}
      <div className="data-table__card">
        <TableGrid
          label={label}
          rows={shown.rows}
          columns={columns}
          sort={sort}
          isSortable={isSortable}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          loading={false}
          skeletonRows={0}
          stale={false}
          emptyText={emptyText}
          rowHref={rowHref}
        />
        <Pager
          page={shown.page}
          pageSize={pageSize}
          total={rows.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </div>
    </div>
  );
}
