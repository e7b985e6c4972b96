/**
 * Settlements: every settlement of the cases with its claim deadline, funds and how many of the
 * clients' claims stand at each status (of the clients the user may see).
 */
import { settlementList } from '@backoffice/core/api';
import type { Settlement } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { useCan } from '../../lib/api/use-can.ts';
import { formatCents, formatDate } from '../../lib/format/format.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { claimCountsText } from './claim-counts.ts';

const COLUMNS: readonly TableColumn<Settlement>[] = [
  {
    field: 'claimDeadline',
    header: 'Claim deadline',
    kind: 'date',
    format: (r) => formatDate(r.claimDeadline),
    width: 140,
  },
  { field: 'name', header: 'Settlement', flex: 1, minWidth: 180, wrap: true },
  { field: 'caseCaption', header: 'Case', flex: 1, minWidth: 180, wrap: true, hideOnPhone: true },
  {
    field: 'grossFund',
    header: 'Gross fund',
    kind: 'money',
    format: (r) => formatCents(r.grossFund),
    width: 150,
    hideOnPhone: true,
  },
  {
    field: 'netFund',
    header: 'Net fund',
    kind: 'money',
    sortable: false,
    format: (r) => formatCents(r.netFund),
    width: 150,
    hideOnPhone: true,
  },
  {
    field: 'claimCounts',
    header: 'Claims',
    sortable: false,
    format: (r) => claimCountsText(r.claimCounts),
    flex: 1,
    minWidth: 160,
    wrap: true,
  },
];

function SettlementList() {
  const canCreate = useCan('createSettlement');
  return (
    <>
      <PageHeader title="Settlements">
        {canCreate ? (
          <Link className="button button--primary" to={hrefOf('newSettlement')}>
            New settlement
          </Link>
        ) : null}
      </PageHeader>
      <DataTable
        endpoint="listSettlements"
        list={settlementList}
        label="Settlements"
        columns={COLUMNS}
        filters={[{ kind: 'dateRange', label: 'Claim deadline' }]}
        rowHref={(r) => hrefOf('settlement', { settlementId: r.id })}
        emptyText="No settlement yet."
      />
    </>
  );
}

export default defineScreen(SettlementList);
