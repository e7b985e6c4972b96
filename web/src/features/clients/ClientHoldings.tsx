/** The client's positions as the custodians report them, as of each reporting date. */
import { MARKETS, type Holding, holdingList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { HOLDING } from '../../entities/holdings/holding-columns.tsx';
import { enumOptions } from '../../lib/format/labels.ts';
import { HoldingsValueChart } from './HoldingsValueChart.tsx';

const COLUMNS: readonly TableColumn<Holding>[] = [
  { ...HOLDING.asOfDate, header: 'As of', width: 120 },
  { field: 'ticker', header: 'Ticker', width: 80 },
  { field: 'securityName', header: 'Security', flex: 2, minWidth: 200, hideOnPhone: true },
  { field: 'accountNumber', header: 'Account', minWidth: 140, hideOnPhone: true },
  { field: 'custodian', header: 'Custodian', minWidth: 150, hideOnPhone: true },
  { ...HOLDING.quantity, width: 120, hideOnPhone: true },
  { ...HOLDING.price, width: 120, hideOnPhone: true },
  { ...HOLDING.marketValue, minWidth: 130 },
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'market', label: 'Market', options: enumOptions(MARKETS) },
  { kind: 'text', param: 'custodian', label: 'Custodian' },
  { kind: 'dateRange', label: 'As of' },
];

export function ClientHoldings({ clientId }: { clientId: string }) {
  return (
    <div className="client-tab">
      <HoldingsValueChart clientId={clientId} />
      <DataTable
        endpoint="listHoldings"
        list={holdingList}
        label="Holdings"
        urlPrefix="holdings"
        columns={COLUMNS}
        filters={FILTERS}
        fixedQuery={{ clientId }}
        emptyText="No holdings of this client match."
      />
    </div>
  );
}
