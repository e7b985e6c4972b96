/** The scorecard table's columns: one row per client or per case. */
import type { Scorecards } from '@backoffice/core/api';
import type { TableColumn } from '../../components/data-table/types.ts';
import { formatCents, formatRate } from '../../lib/format/format.ts';

export type ScorecardRow = Scorecards['rows'][number];

export function scorecardColumns(by: Scorecards['by']): TableColumn<ScorecardRow>[] {
  return [
    {
      field: 'name',
      header: by === 'case' ? 'Case' : 'Client',
      flex: 2,
      minWidth: 180,
      wrap: true,
    },
    {
      field: 'cases',
      header: by === 'case' ? 'Clients' : 'Cases',
      kind: 'number',
      width: 100,
      hideOnPhone: true,
    },
    {
      field: 'lossCents',
      header: 'FIFO net loss',
      kind: 'money',
      format: (r) => formatCents(r.lossCents),
      minWidth: 150,
    },
    {
      field: 'claimCents',
      header: 'Claims',
      kind: 'money',
      format: (r) => formatCents(r.claimCents),
      minWidth: 150,
      hideOnPhone: true,
    },
    {
      field: 'recoveryCents',
      header: 'Recoveries',
      kind: 'money',
      format: (r) => formatCents(r.recoveryCents),
      minWidth: 150,
    },
    {
      field: 'recoveryRate',
      header: 'Rate',
      kind: 'number',
      format: (r) => formatRate(r.recoveryRate),
      width: 90,
      hideOnPhone: true,
    },
    {
      field: 'outcomes',
      header: 'Recovered / pending / dismissed',
      sortable: false,
      format: (r) =>
        `${String(r.outcomes.recovered)} / ${String(r.outcomes.pending)} / ${String(r.outcomes.dismissed)}`,
      minWidth: 220,
      hideOnPhone: true,
    },
  ];
}
