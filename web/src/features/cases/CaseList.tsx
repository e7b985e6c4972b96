import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { prefetchTableList } from '../../components/data-table/table-list-query.ts';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { useCan } from '../../lib/api/use-can.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import type { ScreenProps } from '../../lib/screen.ts';
import { CASE_COLUMNS, CASE_FILTERS } from './case-columns.tsx';

interface CaseListProps extends ScreenProps {
  /** DOG Cases: `{ dog: 'true' }`. */
  defaultFilters?: Readonly<Record<string, string>>;
}

const loadCaseList = () => import('./case-list-contract.ts').then((m) => m.caseList);
const CASE_TABLE = { endpoint: 'listCases', list: loadCaseList, filters: CASE_FILTERS } as const;

/** Every case (or, with a default filter, the DOG cases), a row opening the case. */
export function CaseList({ route, defaultFilters }: CaseListProps) {
  const canCreate = useCan('createCase');
  return (
    <article>
      <PageHeader title={route.name} />
      <DataTable
        {...CASE_TABLE}
        label={route.name}
        columns={CASE_COLUMNS}
        defaultFilters={defaultFilters}
        rowHref={(row) => hrefOf('case', { caseId: row.id })}
        emptyText="No cases match."
        actions={
          canCreate ? (
            <Link className="button button--primary" to={hrefOf('createNewCase')}>
              Create New Case
            </Link>
          ) : null
        }
      />
    </article>
  );
}

export default defineScreen(CaseList);

/** The first screen most days: its rows are asked for while the shell starts. */
export const prefetch = (search: URLSearchParams) => prefetchTableList(CASE_TABLE, search);
