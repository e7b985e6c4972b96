/**
 * The DataTable's grid, pager and CSV export over rows the screen already holds (an array, not
 * a list endpoint): sorting by header and paging happen here, in the browser, and the view is
 * the component's own state rather than the URL's. The same typed columns as the DataTable; a
 * wide table names its column choices (`choices`) to get the DataTable's column chooser.
 */
import { format } from 'date-fns/format';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_TABLE_PAGE_SIZE } from '@backoffice/core';
import { buildCsv, csvFileName } from '../../lib/csv/csv.ts';
import { downloadText } from '../../lib/download.ts';
import { csvText } from './cell-text.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { pageOf, sortRows } from './local-rows.ts';
import { Pager } from './Pager.tsx';
import { TableGrid } from './TableGrid.tsx';
import type { TableColumn } from './types.ts';
import { useColumnChoices } from './use-column-choices.ts';
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
  /**
   * Offers the column chooser, remembering the user's choices under this name: one name for the
   * table whatever record it shows (its label often names the record, which would keep a choice
   * per record).
   */
  choices?: string;
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
  // The hook runs either way (hooks run unconditionally); without a name nothing is hidden.
  const columnChoices = useColumnChoices<Row>(props.choices ?? label);
  const isShown = props.choices ? columnChoices.isShown : undefined;

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
      {actions || !props.noExport || props.choices ? (
        <div className="data-table__toolbar">
          {actions}
          {props.noExport && !props.choices ? null : (
            <div className="data-table__actions">
              {props.choices ? (
                <ColumnChooser
                  columns={columns}
                  isShown={columnChoices.isShown}
                  onChoose={columnChoices.choose}
                />
              ) : null}
              {props.noExport ? null : (
                <button type="button" className="button" onClick={exportCsv}>
                  Export CSV
                </button>
              )}
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
          isShown={isShown}
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
