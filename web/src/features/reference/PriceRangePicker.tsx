/** The chart's span, one button each; the choice is in the URL (`range=3y`), so it is kept. */
import { PRICE_RANGES, type PriceRangeId } from './price-range.ts';

interface Props {
  value: PriceRangeId;
  onChange: (range: PriceRangeId) => void;
}

export function PriceRangePicker({ value, onChange }: Props) {
  return (
    <div className="price-range" role="group" aria-label="Chart range">
      {PRICE_RANGES.map((range) => (
        <button
          key={range.id}
          type="button"
          className="button button--small price-range__button"
          aria-pressed={range.id === value}
          onClick={() => {
            onChange(range.id);
          }}
        >
          {range.label}
        </button>
      ))}
    </div>
  );
}
