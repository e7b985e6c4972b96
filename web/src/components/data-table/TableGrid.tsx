/**
 * One page of rows in ag-grid. The rows come sorted from the server, so the grid keeps their
 * order and only reports which header was clicked. A row opens by click, or by Enter or Space
 * on any of its cells (arrow keys and Tab move between cells).
 */
import type {
  CellKeyDownEvent,
  ColDef,
  FullWidthCellKeyDownEvent,
  PostSortRowsParams,
  RowClickedEvent,
  SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { sortOf, toColDefs } from './column-defs.ts';
import { EmptyOverlay } from './empty-overlay.ts';
import { gridTheme } from './grid-setup.ts';
import type { TableColumn } from './types.ts';
import {
  PHONE_QUERY,
  REDUCED_MOTION_QUERY,
  useMediaQuery,
} from '../../lib/hooks/use-media-query.ts';

export interface TableGridProps<Row> {
  label: string;
  rows: Row[] | undefined;
  columns: readonly TableColumn<Row>[];
  sort: string;
  isSortable: (column: TableColumn<Row>) => boolean;
  onSort: (sort: string) => void;
  /** No rows yet: skeleton rows stand in, as many as the page will have. */
  loading: boolean;
  skeletonRows: number;
  /** The rows shown are the last view's while the next loads. */
  stale: boolean;
  emptyText: string;
  rowHref?: (row: Row) => string;
  /** Which columns the user chose to see (the column chooser); all when absent. */
  isShown?: (column: TableColumn<Row>) => boolean;
}

/** The server's order is the order: ag-grid's own sort would re-sort one page only. */
function keepServerOrder<Row>({ nodes }: PostSortRowsParams<Row>): void {
  nodes.sort((a, b) => a.sourceRowIndex - b.sourceRowIndex);
}

/** One sort at a time, always a direction: "unsorted" would only mean the server's default. */
const DEFAULT_COL_DEF: ColDef = {
  sortingOrder: ['asc', 'desc'],
  suppressMovable: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};

export function TableGrid<Row>(props: TableGridProps<Row>) {
  const { label, rows, columns, sort, isSortable, onSort, rowHref, isShown } = props;
  const { loading, skeletonRows, stale, emptyText } = props;
  const navigate = useNavigate();
  const isPhone = useMediaQuery(PHONE_QUERY);
  // ag-grid slides rows to their new places whatever the user asked for: not when less motion.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const box = useRef<HTMLDivElement>(null);

  const columnDefs = useMemo(
    () => toColDefs(columns, { sort, isSortable, isPhone, isShown }),
    [columns, sort, isSortable, isPhone, isShown],
  );

  const open = useCallback(
    (row: Row | undefined, newTab: boolean) => {
      if (!row || !rowHref) return;
      const href = rowHref(row);
      if (newTab) window.open(href, '_blank', 'noopener');
      else void navigate(href);
    },
    [rowHref, navigate],
  );

  const onRowClicked = useCallback(
    ({ data, event }: RowClickedEvent<Row>) => {
      // A link or button inside a cell does its own thing; the row must not navigate too.
      if (event?.target instanceof Element && event.target.closest('a, button')) return;
      const mouse = event instanceof MouseEvent ? event : null;
      open(data, Boolean(mouse && (mouse.ctrlKey || mouse.metaKey)));
    },
    [open],
  );

  const onCellKeyDown = useCallback(
    ({ data, event }: CellKeyDownEvent<Row> | FullWidthCellKeyDownEvent<Row>) => {
      if (!(event instanceof KeyboardEvent) || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open(data, event.ctrlKey || event.metaKey);
    },
    [open],
  );

  const onSortChanged = useCallback(
    ({ source, columns: changed }: SortChangedEvent<Row>) => {
      if (source !== 'uiColumnSorted') return;
      const clicked = changed?.find((c) => c.getSort());
      const next = clicked ? sortOf(columns, clicked.getColId(), clicked.getSort()) : null;
      if (next) onSort(next);
    },
    [columns, onSort],
  );

  // ag-grid has no option for the grid's accessible name: set it on its grid element.
  const onGridReady = useCallback(() => {
    box.current
      ?.querySelector('[role="grid"], [role="treegrid"]')
      ?.setAttribute('aria-label', label);
  }, [label]);

  return (
    <div
      ref={box}
      className="data-table__grid"
      data-links={rowHref ? 'true' : undefined}
      data-stale={stale ? 'true' : undefined}
      data-wrap={columns.some((c) => c.wrap && isShown?.(c) !== false) ? 'true' : undefined}
    >
      <AgGridReact<Row>
        theme={gridTheme}
        rowData={rows ?? null}
        columnDefs={columnDefs}
        defaultColDef={DEFAULT_COL_DEF}
        domLayout="autoHeight"
        animateRows={!reducedMotion}
        loading={loading}
        loadingRows={{ rowCount: skeletonRows }}
        noRowsOverlayComponent={EmptyOverlay}
        overlayComponentParams={{ noRows: { overlayText: emptyText } }}
        suppressMultiSort
        postSortRows={keepServerOrder}
        onSortChanged={onSortChanged}
        onRowClicked={onRowClicked}
        onCellKeyDown={onCellKeyDown}
        onGridReady={onGridReady}
        enableCellTextSelection
      />
    </div>
  );
}
