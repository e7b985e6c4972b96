/**
 * Holdings as the custodians report them, one row per position and report date, narrowed to
 * the account selected in the header when there is one (and saying so).
 */
import { holdingList } from '@backoffice/core/api';
import { tableTypeOf } from '@backoffice/core/domain';
import { useMemo } from 'react';
import { AccountScopeNote } from '../../../components/account-scope/AccountScopeNote.tsx';
import { useAccountScope } from '../../../components/account-scope/use-account-scope.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { hrefOf } from '../../../lib/hrefs.ts';
import '../trading.css';
import { HOLDING_COLUMNS } from '../../../entities/holdings/holding-columns.tsx';
import { holdingFilters } from './holding-filters.ts';

interface HoldingTableProps {
  title: string;
  /** DOG Holdings: only positions in securities of DOG cases. */
  dog?: boolean;
  intro?: string;
}

export function HoldingTable({ title, dog = false, intro }: HoldingTableProps) {
  const scope = useAccountScope();
  const scoped = scope.accountId !== undefined;
  const filters = useMemo(() => holdingFilters(scoped), [scoped]);
  return (
    <article className="trading">
      <PageHeader title={title}>{intro ? <span>{intro}</span> : null}</PageHeader>
      <AccountScopeNote what={dog ? 'DOG holdings' : 'holdings'} />
      <DataTable
        endpoint="listHoldings"
        list={holdingList}
        label={title}
        columns={HOLDING_COLUMNS}
        filters={filters}
        fixedQuery={{ ...(dog ? { dog: true } : {}), ...scope }}
        rowHref={(row) => hrefOf('holdingDetail', { tableType: tableTypeOf(row), id: row.id })}
        emptyText={dog ? 'No DOG holdings match.' : 'No holdings match.'}
      />
    </article>
  );
}
