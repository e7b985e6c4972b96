/**
 * Which client and period a report screen shows, kept in the URL (`?client=CL-0001&period=2025`)
 * so it can be linked and reloaded. The period defaults to the latest whole one.
 */
import { isPeriodOf, recentPeriods, type ReportType } from '@backoffice/core/domain';
import { format } from 'date-fns/format';
import { useSearchParams } from 'react-router-dom';

/** How far back the period picker goes. */
const PERIODS_OFFERED = { annual: 6, quarterly: 12, monthly: 12, scorecard: 6 } as const;

export function useReportParams(type: ReportType) {
  const [search, setSearch] = useSearchParams();
  const periods = recentPeriods(type, format(new Date(), 'yyyy-MM-dd'), PERIODS_OFFERED[type]);
  const asked = search.get('period') ?? '';
  const period = isPeriodOf(type, asked) ? asked : periods[0]!;
  const set = (key: 'client' | 'period', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  return {
    clientId: search.get('client') ?? '',
    period,
    // A linked period older than the picker's range is still offered.
    periods: periods.includes(period) ? periods : [period, ...periods],
    set,
  };
}
