/**
 * The trades as an editable table, a page at a time (an import can bring 100,000 rows): add,
 * change and remove rows, sort them by date, and see each row's problems beside it. Going to a
 * row (from the list of problems) turns to its page and focuses it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TradeField } from '@backoffice/core/domain';
import { Pager } from '../../../components/data-table/Pager.tsx';
import { formatNumber } from '../../../lib/format/format.ts';
import { addRow, editRow, inDateOrder, removeRow, sortByDate } from './grid-rows.ts';
import { TradeRow } from './TradeRow.tsx';
import type { GridRow } from '../state/workbench.ts';

export interface RowTarget {
  index: number;
  /** A new object for each request, so asking for the same row twice still moves there. */
  at: number;
}

interface TradeGridProps {
  rows: readonly GridRow[];
  problems: ReadonlyMap<number, string[]>;
  onRows: (change: (rows: readonly GridRow[]) => GridRow[]) => void;
  target: RowTarget | null;
}

const PAGE_SIZE = 25;

export function TradeGrid({ rows, problems, onRows, target }: TradeGridProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const body = useRef<HTMLTableSectionElement>(null);
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(page, last);
  const first = (shown - 1) * pageSize;
  const ordered = useMemo(() => inDateOrder(rows), [rows]);

  // A new target turns to its page (while rendering, as React advises for state from props)…
  const [seen, setSeen] = useState(target);
  if (target !== seen) {
    setSeen(target);
    if (target) setPage(Math.floor(target.index / pageSize) + 1);
  }
  // …and once the page shows, the row's first cell takes the focus.
  useEffect(() => {
    if (!target) return;
    requestAnimationFrame(() => {
      body.current?.querySelector<HTMLElement>(`[data-row="${target.index + 1}"] input`)?.focus();
    });
  }, [target]);

  const onEdit = useCallback(
    (index: number, field: TradeField, value: string) => {
      onRows((current) => editRow(current, index, field, value));
    },
    [onRows],
  );
  const onRemove = useCallback(
    (index: number) => {
      onRows((current) => removeRow(current, index));
    },
    [onRows],
  );

  return (
    <div className="trade-grid">
      <div className="trade-grid__toolbar">
        <button
          type="button"
          className="button"
          onClick={() => {
            onRows(addRow);
            setPage(Math.floor(rows.length / pageSize) + 1);
          }}
        >
          Add trade
        </button>
        <button
          type="button"
          className="button"
          disabled={ordered}
          onClick={() => {
            onRows(sortByDate);
          }}
        >
          Sort by date
        </button>
        <button
          type="button"
          className="button"
          disabled={rows.length === 0}
          onClick={() => {
            onRows(() => []);
          }}
        >
          Remove all
        </button>
        <span className="muted trade-grid__count">
          {formatNumber(rows.length)} {rows.length === 1 ? 'trade' : 'trades'}
          {problems.size > 0 ? `, ${formatNumber(problems.size)} with problems` : ''}
        </span>
      </div>
      <div className="trade-grid__scroll">
        <table className="trade-grid__table" aria-label="Trades">
          <thead>
            <tr>
              <th scope="col" className="trade-grid__number">
                #
              </th>
              <th scope="col">Date</th>
              <th scope="col">Side</th>
              <th scope="col" className="trade-grid__num">
                Quantity
              </th>
              <th scope="col" className="trade-grid__num">
                Price
              </th>
              <th scope="col" className="trade-grid__num">
                FX rate
              </th>
              <th scope="col" aria-label="Remove" />
            </tr>
          </thead>
          <tbody ref={body}>
            {rows.slice(first, first + pageSize).map((row, i) => (
              <TradeRow
                key={row.id}
                row={row}
                index={first + i}
                problems={problems.get(first + i)}
                onEdit={onEdit}
                onRemove={onRemove}
              />
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p className="trade-grid__empty muted">
            No trades yet: add them one by one, paste them from a spreadsheet, upload a file, or
            choose a client and accounts above.
          </p>
        ) : null}
      </div>
      {rows.length > pageSize ? (
        <Pager
          page={shown}
          pageSize={pageSize}
          total={rows.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
    </div>
  );
}
