import { TABLE_PAGE_SIZES } from '@backoffice/core';
import { useId } from 'react';
import { formatNumber } from '../../lib/format/format.ts';

interface PagerProps {
  page: number;
  pageSize: number;
  /** Null until the first page has come. */
  total: number | null;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Rows 11–20 of 134", the four page buttons and the page size. */
export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const sizeId = useId();
  const last = total === null ? page : lastPageOf(total, pageSize);
  const first = (page - 1) * pageSize + 1;
  const end = total === null ? first : Math.min(page * pageSize, total);
  const range =
    total === null
      ? ''
      : total === 0
        ? 'No rows'
        : `Rows ${formatNumber(first)}–${formatNumber(end)} of ${formatNumber(total)}`;
  const step = (label: string, to: number, disabled: boolean, glyph: string) => (
    <button
      type="button"
      className="button button--small data-table__page-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => {
        onPage(to);
      }}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <nav className="data-table__pager" aria-label="Pages">
      <p className="data-table__range" aria-live="polite">
        {range}
      </p>
      <div className="data-table__pages">
        {step('First page', 1, page <= 1, '«')}
        {step('Previous page', page - 1, page <= 1, '‹')}
        <span className="data-table__page-of">
          Page {formatNumber(page)} of {formatNumber(last)}
        </span>
        {step('Next page', page + 1, page >= last, '›')}
        {step('Last page', last, page >= last, '»')}
      </div>
      <div className="data-table__size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          className="data-table__input"
          value={pageSize}
          onChange={(event) => {
            onPageSize(Number(event.target.value));
          }}
        >
          {TABLE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
