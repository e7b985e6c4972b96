/** The ranked filers' columns: what the table shows, the CSV writes and the workbook types. */
import type { FilingLoss } from '@backoffice/core/api';
import { quarterLabel } from '@backoffice/core/domain';
import type { TableColumn } from '../../../components/data-table/types.ts';
import { formatMoney, formatNumber } from '../../../lib/format/format.ts';
import { ClientBadge } from '../ChangeBadge.tsx';
import { moneyColumn } from '../../../components/data-table/columns.ts';

export interface RankedFilingLoss extends FilingLoss {
  rank: number;
}

function FilerCell({ row }: { row: RankedFilingLoss }) {
  return (
    <span>
      {row.filerName}
      {row.isClient ? (
        <>
          {' '}
          <ClientBadge />
        </>
      ) : null}
    </span>
  );
}

/** On a phone: the filer and both estimates in one cell. */
function PhoneLossCell({ row }: { row: RankedFilingLoss }) {
  return (
    <span>
      <FilerCell row={row} />
      <br />
      FIFO {formatMoney(row.fifoLoss)}
      <br />
      LIFO {formatMoney(row.lifoLoss)}
    </span>
  );
}

export const LOSS_COLUMNS: readonly TableColumn<RankedFilingLoss>[] = [
  { field: 'rank', header: 'Rank', kind: 'number', width: 72 },
  {
    field: 'filerName',
    id: 'phoneLoss',
    header: 'Filer · estimates',
    cell: PhoneLossCell,
    minWidth: 200,
    flex: 1,
    wrap: true,
    phoneOnly: true,
  },
  {
    field: 'filerName',
    header: 'Filer',
    format: (r) => r.filerName,
    cell: FilerCell,
    minWidth: 200,
    flex: 2,
    wrap: true,
    hideOnPhone: true,
  },
  { field: 'cik', header: 'CIK', width: 120, hideOnPhone: true },
  {
    field: 'isClient',
    header: 'Client',
    format: (r) => (r.isClient ? 'Yes' : 'No'),
    width: 90,
    hideOnPhone: true,
  },
  { field: 'ticker', header: 'Security', width: 100, hideOnPhone: true },
  moneyColumn('fifoLoss', 'FIFO loss', { minWidth: 160, hideOnPhone: true }),
  moneyColumn('lifoLoss', 'LIFO loss', { minWidth: 160, hideOnPhone: true }),
  {
    field: 'startHolding',
    header: 'Start holding',
    kind: 'number',
    format: (r) =>
      r.startPeriod
        ? `${formatNumber(r.startHolding)} (${quarterLabel(r.startPeriod)})`
        : formatNumber(r.startHolding),
    minWidth: 180,
    hideOnPhone: true,
  },
  {
    field: 'proxyTrades',
    header: 'Proxy trades',
    kind: 'number',
    width: 110,
    hideOnPhone: true,
  },
  {
    field: 'shares',
    header: 'Last shares',
    kind: 'number',
    format: (r) => `${formatNumber(r.shares)} (${quarterLabel(r.period)})`,
    minWidth: 180,
    hideOnPhone: true,
  },
];
