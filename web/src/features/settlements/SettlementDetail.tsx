/**
 * A settlement: its fund, administrator, dates and plan of allocation, the claims of every
 * client with their status counts and recognized-loss total (over the clients the user may
 * see), and each claim's moves and filing file.
 */
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type Claim } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { Details } from '../../components/detail/Details.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatCents, formatDate } from '../../lib/format/format.ts';
import { hrefOf, useRouteParams } from '../../lib/hrefs.ts';
import { ClaimActions } from './ClaimActions.tsx';
import { claimCountsText } from './claim-counts.ts';
import { SettlementPlan } from './SettlementPlan.tsx';
import { settlementDetails } from './settlement-details.tsx';
import './settlements.css';

const COLUMNS: readonly TableColumn<Claim>[] = [
  { field: 'clientName', header: 'Client', flex: 1, minWidth: 170, wrap: true, hideOnPhone: true },
  // A phone shows the claim in one column beside its actions.
  {
    field: 'clientName',
    id: 'claim',
    header: 'Claim',
    phoneOnly: true,
    sortable: false,
    format: (r) =>
      `${r.clientName}: ${CLAIM_STATUS_LABELS[r.status]}, ${formatCents(r.recognizedLoss)}`,
    flex: 1,
    minWidth: 140,
    wrap: true,
  },
  {
    field: 'status',
    header: 'Status',
    kind: 'enum',
    enumLabel: (v) => CLAIM_STATUS_LABELS[v as Claim['status']],
    width: 130,
    hideOnPhone: true,
  },
  {
    field: 'recognizedLoss',
    header: 'Recognized loss',
    kind: 'money',
    format: (r) => formatCents(r.recognizedLoss),
    width: 160,
    hideOnPhone: true,
  },
  { field: 'claimNumber', header: 'Claim number', width: 140, hideOnPhone: true },
  {
    field: 'filedOn',
    header: 'Filed on',
    kind: 'date',
    format: (r) => formatDate(r.filedOn),
    width: 120,
    hideOnPhone: true,
  },
  {
    field: 'expectedPayment',
    header: 'Expected payment',
    kind: 'money',
    sortable: false,
    format: (r) => (r.expectedPayment === null ? '' : formatCents(r.expectedPayment)),
    width: 160,
    hideOnPhone: true,
  },
  {
    field: 'id',
    id: 'actions',
    header: 'Actions',
    sortable: false,
    cell: ClaimActions,
    width: 190,
    wrap: true,
  },
];

const FILTERS: readonly TableFilter[] = [
  {
    kind: 'enum',
    param: 'status',
    label: 'Status',
    options: CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABELS[s] })),
  },
];

function NotFound({ id, error, retry }: { id: string; error: unknown; retry: () => void }) {
  const missing = describeApiError(error).status === 404;
  return (
    <>
      <PageHeader title={missing ? 'Settlement not found' : 'Settlement'} />
      {missing ? (
        <Banner tone="error">There is no settlement {id}. The link may be wrong.</Banner>
      ) : (
        <LoadFailure what="The settlement" error={error} onRetry={retry} />
      )}
      <Link className="button" to={hrefOf('settlements')}>
        Back to the settlements
      </Link>
    </>
  );
}

function SettlementDetail() {
  const { settlementId = '' } = useRouteParams('settlement');
  const query = useApiQuery('getSettlement', { params: { id: settlementId } });
  const s = query.data;
  if (!s) {
    if (query.isError)
      return <NotFound id={settlementId} error={query.error} retry={() => void query.refetch()} />;
    return <StatusView title="Loading the settlement…" />;
  }
  return (
    <>
      <PageHeader title={s.name} />
      <p className="settlement__case">
        <Link to={hrefOf('case', { caseId: s.caseId })}>{s.caseCaption}</Link>
      </p>
      <Details items={settlementDetails(s)} />
      <SettlementPlan settlement={s} />
      <h2 className="settlement__heading">Claims</h2>
      <p className="settlement__totals">
        {claimCountsText(s.claimCounts)}; recognized losses {formatCents(s.recognizedTotal)}
      </p>
      <DataTable
        endpoint="listClaims"
        label="Claims"
        columns={COLUMNS}
        filters={FILTERS}
        fixedQuery={{ settlementId: s.id }}
        emptyText="No client traded an eligible security in the settlement class period."
      />
    </>
  );
}

export default defineScreen(SettlementDetail);
