/**
 * The claims table: a list of claims (one settlement's, or one client's across settlements) with
 * each claim's status, recognized loss, filing, expected payment, moves and filing file.
 */
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  type ApiQuery,
  type Claim,
  claimList,
} from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatCents, formatDate } from '../../lib/format/format.ts';
import { ClaimActions } from './ClaimActions.tsx';
import { ClaimDetailsPanel } from './ClaimDetails.tsx';
import './claims.css';

const COLUMNS: readonly TableColumn<Claim>[] = [
  {
    field: 'settlementName',
    header: 'Settlement',
    sortable: false,
    flex: 1,
    minWidth: 160,
    wrap: true,
    hideOnPhone: true,
  },
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
    width: 280,
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

interface ClaimsTableProps {
  fixedQuery: ApiQuery<'listClaims'>;
  emptyText: string;
  /** Prefix of its URL parameters, when the page shows another table. */
  urlPrefix?: string;
  /** Which columns to leave out: the settlement on its own page, the client on theirs. */
  without: 'settlementName' | 'clientName';
}

export function ClaimsTable({ fixedQuery, emptyText, urlPrefix, without }: ClaimsTableProps) {
  const columns = COLUMNS.filter((c) => c.field !== without || c.id === 'claim');
  return (
    <>
      <DataTable
        endpoint="listClaims"
        list={claimList}
        label="Claims"
        {...(urlPrefix ? { urlPrefix } : {})}
        columns={columns}
        filters={FILTERS}
        fixedQuery={fixedQuery}
        emptyText={emptyText}
      />
      <ClaimDetailsPanel />
    </>
  );
}
