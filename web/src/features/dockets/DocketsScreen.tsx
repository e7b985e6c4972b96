/**
 * Dockets: every docket, filterable (also by case, as the case screen links here with
 * `?caseId=…`). Selecting one (`?docket=<id>`) shows its entries below while the list stays.
 */
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { CaseFilterNote } from '../../components/litigation/CaseFilterNote.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { DocketEntries } from './DocketEntries.tsx';
import { DOCKET_COLUMNS, DOCKET_FILTERS } from '../../entities/dockets/docket-columns.ts';
import { useSelectedDocket } from './use-selected-docket.ts';
import './dockets.css';

function DocketsScreen() {
  const { docketId, hrefFor, close } = useSelectedDocket();
  return (
    <>
      <PageHeader title="Dockets" />
      <CaseFilterNote what="dockets" />
      <DataTable
        endpoint="listDockets"
        label="Dockets"
        columns={DOCKET_COLUMNS}
        filters={DOCKET_FILTERS}
        rowHref={(row) => hrefFor(row.id)}
        emptyText="No docket matches."
      />
      {docketId ? <DocketEntries key={docketId} docketId={docketId} onClose={close} /> : null}
    </>
  );
}

export default defineScreen(DocketsScreen);
