/**
 * Dockets: every docket, filterable (also by case, as the case screen links here with
 * `?caseId=…`). Selecting one (`?docket=<id>`) shows its entries below while the list stays;
 * writers open a new docket from the list.
 */
import { docketList } from '@backoffice/core/api';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PanelDialog } from '../../components/dialog/PanelDialog.tsx';
import { CaseFilterNote } from '../../components/litigation/CaseFilterNote.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { NewButton } from '../../components/screen/NewButton.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { DOCKET_COLUMNS, DOCKET_FILTERS } from '../../entities/dockets/docket-columns.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { DocketCreate } from './DocketCreate.tsx';
import { DocketEntries } from './DocketEntries.tsx';
import { useSelectedDocket } from './use-selected-docket.ts';
import './dockets.css';

function DocketsScreen() {
  const { docketId, hrefFor, close } = useSelectedDocket();
  const canCreate = useCan('createDocket');
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Dockets" />
      <CaseFilterNote what="dockets" />
      <DataTable
        endpoint="listDockets"
        list={docketList}
        label="Dockets"
        columns={DOCKET_COLUMNS}
        filters={DOCKET_FILTERS}
        rowHref={(row) => hrefFor(row.id)}
        emptyText="No docket matches."
        actions={
          canCreate ? (
            <NewButton
              onClick={() => {
                setCreating(true);
              }}
            >
              New docket
            </NewButton>
          ) : null
        }
      />
      {creating && canCreate ? (
        <PanelDialog
          title="New docket"
          onClose={() => {
            setCreating(false);
          }}
        >
          <DocketCreate
            onCancel={() => {
              setCreating(false);
            }}
            onCreated={(id) => {
              setCreating(false);
              void navigate(hrefFor(id));
            }}
          />
        </PanelDialog>
      ) : null}
      {docketId ? <DocketEntries key={docketId} docketId={docketId} onClose={close} /> : null}
    </>
  );
}

export default defineScreen(DocketsScreen);
