/** The chosen filer: CIK, place, whether a client, and its latest report's totals. */
import { quarterLabel } from '@backoffice/core/domain';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatMoneyWhole, formatNumber } from '../../../lib/format/format.ts';
import { ClientBadge } from '../ChangeBadge.tsx';

export function FilerSummary({ filerId }: { filerId: string }) {
  const filer = useApiQuery('getFiler', { params: { id: filerId } }).data;
  if (!filer) return null;
  return (
    <p className="f13-summary" aria-label="Filer">
      <strong>{filer.name}</strong> {filer.clientId ? <ClientBadge /> : null} · CIK {filer.cik} ·{' '}
      {filer.city}, {filer.state} · latest report {quarterLabel(filer.latestPeriod)}:{' '}
      {formatNumber(filer.latestPositions)} positions, {formatMoneyWhole(filer.latestValue)}
    </p>
  );
}
