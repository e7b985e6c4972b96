import { formatDate } from '../../lib/format/format.ts';
import type { ReactNode } from 'react';
import { booleanLabels } from './FilterControl.tsx';
import { LazyLookupLabel } from './LazyLookup.tsx';
import type { TableFilter } from './types.ts';

type FilterValues = Readonly<Record<string, string>>;

interface ActiveFiltersProps {
  filters: readonly TableFilter[];
  values: FilterValues;
  onChange: (change: FilterValues) => void;
  /** Back to the list's own filters; absent when nothing differs from them. */
  onClear?: () => void;
}

interface Chip {
  key: string;
  label: string;
  text: ReactNode;
  off: FilterValues;
}

function chipOf(filter: TableFilter, values: FilterValues): Chip | null {
  if (filter.kind === 'dateRange') {
    const from = values.from ?? '';
    const to = values.to ?? '';
    if (!from && !to) return null;
    const text = `${from ? formatDate(from) : '…'} – ${to ? formatDate(to) : '…'}`;
    return { key: 'dateRange', label: filter.label, text, off: { from: '', to: '' } };
  }
  const value = values[filter.param] ?? '';
  if (!value) return null;
  let text: ReactNode = value;
  if (filter.kind === 'lookup') text = <LazyLookupLabel source={filter.source} value={value} />;
  if (filter.kind === 'enum') text = filter.options.find((o) => o.value === value)?.label ?? value;
  if (filter.kind === 'boolean')
    text = value === 'true' ? booleanLabels(filter).true : booleanLabels(filter).false;
  return { key: filter.param, label: filter.label, text, off: { [filter.param]: '' } };
}

/** The filters in force, each removable, and "Clear filters". */
export function ActiveFilters({ filters, values, onChange, onClear }: ActiveFiltersProps) {
  const chips = filters.map((f) => chipOf(f, values)).filter((c): c is Chip => c !== null);
  if (chips.length === 0 && !onClear) return null;
  return (
    <div className="data-table__active" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <span key={chip.key} className="data-table__chip">
          <span>
            {chip.label}: <strong>{chip.text}</strong>
          </span>
          <button
            type="button"
            className="data-table__chip-remove"
            aria-label={`Remove filter ${chip.label}`}
            title={`Remove filter ${chip.label}`}
            onClick={() => {
              onChange(chip.off);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </span>
      ))}
      {onClear ? (
        <button type="button" className="button button--small data-table__clear" onClick={onClear}>
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
