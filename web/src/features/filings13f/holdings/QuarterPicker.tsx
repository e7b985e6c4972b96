/** The quarters the filings cover, newest first: from the oldest report to the latest filed. */
import { quarterEndsBetween, quarterLabel } from '@backoffice/core/domain';
import { useId } from 'react';
import { useApiQuery } from '../../../lib/api/use-api.ts';

/** The quarters on offer, and the latest (the default); empty while loading. */
export function useQuarters(): string[] {
  const latest = useApiQuery('listFilers', { query: { sort: 'latestPeriod:desc', pageSize: 10 } });
  const oldest = useApiQuery('listFilingPositions', {
    query: { sort: 'period:asc', pageSize: 10 },
  });
  const last = latest.data?.items[0]?.latestPeriod;
  const first = oldest.data?.items[0]?.period;
  return last && first ? quarterEndsBetween(first, last) : [];
}

interface Props {
  quarters: readonly string[];
  value: string;
  onChange: (quarter: string) => void;
}

export function QuarterPicker({ quarters, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="f13-controls__field">
      <label htmlFor={id}>Quarter</label>
      <select
        id={id}
        className="form-control"
        value={value}
        disabled={quarters.length === 0}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        {quarters.map((q) => (
          <option key={q} value={q}>
            {quarterLabel(q)} ({q})
          </option>
        ))}
      </select>
    </div>
  );
}
