/**
 * Security Price Drops: every drop under thresholds the user edits (a fall of at least N%, a
 * stronger tier, one or two days, net of the market, volume confirmation), deepest first, with
 * what clients lost and the case that covers it. A row charts its security around the drop.
 */
import { securityDropList } from '@backoffice/core/api';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { DropChart } from './DropChart.tsx';
import { selectHref, selectionOf, thresholdsOf } from './drop-selection.ts';
import { DEFAULT_THRESHOLDS, DROP_COLUMNS, DROP_FILTERS } from './drop-table.ts';
import './drops.css';

function SecurityDropList() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const selection = selectionOf(search);
  return (
    <>
      <PageHeader title="Security Price Drops">
        <span className="muted">
          Returns at or below the threshold, ranked deepest first; pick a row to chart it.
        </span>
      </PageHeader>
      {selection ? (
        <DropChart
          key={`${selection.securityId}|${selection.date}`}
          selection={selection}
          thresholds={thresholdsOf(search)}
        />
      ) : null}
      <DataTable
        endpoint="listSecurityDrops"
        list={securityDropList}
        label="Security price drops"
        columns={DROP_COLUMNS}
        filters={DROP_FILTERS}
        defaultFilters={DEFAULT_THRESHOLDS}
        rowHref={(row) =>
          selectHref(search, pathname, { securityId: row.securityId, date: row.date })
        }
        emptyText="No drop is as deep as the thresholds ask."
      />
    </>
  );
}

export default defineScreen(SecurityDropList);
