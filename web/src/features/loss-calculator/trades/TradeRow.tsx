/** One trade in the grid: its cells as typed, a remove button, and what is wrong with it. */
import { memo } from 'react';
import { TRADE_FIELD_LABELS, type TradeField } from '@backoffice/core/domain';
import type { GridRow } from '../state/workbench.ts';

interface TradeRowProps {
  row: GridRow;
  index: number;
  problems: readonly string[] | undefined;
  onEdit: (index: number, field: TradeField, value: string) => void;
  onRemove: (index: number) => void;
}

const TEXT_FIELDS: { field: TradeField; placeholder: string; numeric: boolean }[] = [
  { field: 'date', placeholder: 'YYYY-MM-DD', numeric: false },
  { field: 'quantity', placeholder: '0', numeric: true },
  { field: 'price', placeholder: '0.00', numeric: true },
  { field: 'fxRate', placeholder: 'USD', numeric: true },
];

function SideCell({
  row,
  index,
  onEdit,
  label,
  invalid,
  describedBy,
}: {
  row: GridRow;
  index: number;
  onEdit: TradeRowProps['onEdit'];
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const known = row.side === 'BUY' || row.side === 'SELL';
  return (
    <select
      className="form-control trade-grid__input"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={row.side}
      onChange={(event) => {
        onEdit(index, 'side', event.target.value);
      }}
    >
      {/* What an import could not read stays visible, and marked, until it is changed. */}
      {known ? null : <option value={row.side}>{row.side || '—'}</option>}
      <option value="BUY">Buy</option>
      <option value="SELL">Sell</option>
    </select>
  );
}

export const TradeRow = memo(function TradeRow({
  row,
  index,
  problems,
  onEdit,
  onRemove,
}: TradeRowProps) {
  const number = index + 1;
  const problemId = problems ? `trade-problems-${row.id}` : undefined;
  const invalid = problems !== undefined;
  const cell = (field: TradeField, placeholder: string, numeric: boolean) => (
    <td
      key={field}
      className={numeric ? 'trade-grid__num' : undefined}
      data-label={TRADE_FIELD_LABELS[field]}
    >
      <input
        className="form-control trade-grid__input"
        aria-label={`${TRADE_FIELD_LABELS[field]}, trade ${number}`}
        aria-invalid={invalid || undefined}
        aria-describedby={problemId}
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={row[field]}
        onChange={(event) => {
          onEdit(index, field, event.target.value);
        }}
      />
    </td>
  );
  const [date, ...numbers] = TEXT_FIELDS;
  return (
    <>
      <tr
        className={invalid ? 'trade-grid__row trade-grid__row--invalid' : 'trade-grid__row'}
        data-row={number}
      >
        <th scope="row" className="trade-grid__number">
          {number}
        </th>
        {date ? cell(date.field, date.placeholder, date.numeric) : null}
        <td data-label={TRADE_FIELD_LABELS.side}>
          <SideCell
            row={row}
            index={index}
            onEdit={onEdit}
            label={`Side, trade ${number}`}
            invalid={invalid}
            describedBy={problemId}
          />
        </td>
        {numbers.map((f) => cell(f.field, f.placeholder, f.numeric))}
        <td className="trade-grid__actions">
          <button
            type="button"
            className="button button--small trade-grid__remove"
            aria-label={`Remove trade ${number}`}
            title={`Remove trade ${number}`}
            onClick={() => {
              onRemove(index);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </td>
      </tr>
      {problems ? (
        <tr className="trade-grid__problems">
          <td />
          <td colSpan={6} id={problemId}>
            <ul>
              {problems.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </>
  );
});
