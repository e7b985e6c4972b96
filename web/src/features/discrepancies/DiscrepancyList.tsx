/**
 * Holding-Trade Discrepancies: per account and security, the periods between two holding dates
 * where start + bought − sold is not the end holding, with the cause the data suggests.
 * Explained breaks are hidden unless asked for (`?showExplained=1`); a row opens its break
 * above the list (`?break=DS-0001`), where it can be marked explained.
 */
import { discrepancyList } from '@backoffice/core/api';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { DiscrepancyDetail } from './DiscrepancyDetail.tsx';
import { DISCREPANCY_COLUMNS, DISCREPANCY_FILTERS } from './discrepancy-table.ts';
import './discrepancies.css';

const BREAK_PARAM = 'break';
const SHOW_PARAM = 'showExplained';

function hrefWith(pathname: string, search: URLSearchParams, name: string, value: string | null) {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(name);
  else next.set(name, value);
  const qs = next.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

function DiscrepancyList() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const open = search.get(BREAK_PARAM);
  const showExplained = search.get(SHOW_PARAM) === '1';
  const toggle = (
    <label className="discrepancy-toggle">
      <input
        type="checkbox"
        checked={showExplained}
        onChange={(event) => {
          const show = event.target.checked;
          setSearch((prev) => {
            const next = new URLSearchParams(prev);
            if (show) next.set(SHOW_PARAM, '1');
            else next.delete(SHOW_PARAM);
            return next;
          });
        }}
      />
      Show explained breaks
    </label>
  );
  return (
    <>
      <PageHeader title="Holding-Trade Discrepancies">
        <span className="muted">Start + bought − sold must equal the end holding.</span>
      </PageHeader>
      {open ? (
        <DiscrepancyDetail
          key={open}
          id={open}
          closeHref={hrefWith(pathname, search, BREAK_PARAM, null)}
        />
      ) : null}
      <DataTable
        endpoint="listDiscrepancies"
        list={discrepancyList}
        label="Discrepancies"
        columns={DISCREPANCY_COLUMNS}
        filters={DISCREPANCY_FILTERS}
        fixedQuery={showExplained ? {} : { explained: false }}
        rowHref={(row) => hrefWith(pathname, search, BREAK_PARAM, row.id)}
        actions={toggle}
        emptyText={showExplained ? 'No break matches.' : 'No unexplained break matches.'}
      />
    </>
  );
}

export default defineScreen(DiscrepancyList);
