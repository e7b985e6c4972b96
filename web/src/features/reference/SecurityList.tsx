/**
 * Securities: the security master, searchable and filterable on the server. The address's query
 * is the list's initial view (`/securities?market=foreign`, `?ticker=ACME`, `?q=acme`: see
 * security-table.ts). A row opens the security's page in place of the list (`?security=<id>`,
 * `&edit=1` its edit form); "New security" opens the create form over the list (`?new=1`).
 */
import { securityList } from '@backoffice/core/api';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { NewButton } from '../../components/screen/NewButton.tsx';
import { useCan } from '../../lib/api/use-can.ts';
import { usePanelUrl, withPanel } from '../../lib/list-state/use-panel-url.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { PanelDialog } from '../../components/dialog/PanelDialog.tsx';
import { SecurityCreate } from './SecurityCreate.tsx';
import { SecurityEdit } from './SecurityEdit.tsx';
import { SecurityPage } from './SecurityPage.tsx';
import { SECURITY_COLUMNS, SECURITY_FILTERS } from './security-table.ts';
import { WithRecord } from '../../components/feedback/WithRecord.tsx';
import { useState } from 'react';
import { PriceFilesImport } from './PriceFilesImport.tsx';
import './reference.css';

const PARAM = 'security';
/** The security page's own parameters, dropped on the way back to the list. */
const PAGE_PARAMS = /^(range|cases\..+|drops\..+)$/;

function listSearch(search: URLSearchParams): Record<string, string> {
  const next = withPanel(search, PARAM, { kind: 'none' });
  for (const key of [...next.keys()]) if (PAGE_PARAMS.test(key)) next.delete(key);
  return Object.fromEntries(next);
}

function EditSecurity({ id, onDone }: { id: string; onDone: () => void }) {
  const security = useApiQuery('getSecurity', { params: { id } });
  return (
    <WithRecord what="security" id={id} query={security}>
      {(s) => <SecurityEdit security={s} onDone={onDone} />}
    </WithRecord>
  );
}

function SecurityList() {
  const navigate = useNavigate();
  const { panel, search, viewHref, show } = usePanelUrl('securities', PARAM);
  const canCreate = useCan('createSecurity');
  const canUpdate = useCan('updateSecurity');
  const canImport = useCan('importSecurityPrices');
  const [importing, setImporting] = useState(false);

  if (panel.kind === 'view' || panel.kind === 'edit') {
    const { id } = panel;
    const backToPage = () => {
      show({ kind: 'view', id }, true);
    };
    return (
      <>
        <SecurityPage
          key={id}
          id={id}
          listHref={hrefOf('securities', undefined, listSearch(search))}
          onEdit={
            canUpdate
              ? () => {
                  show({ kind: 'edit', id });
                }
              : null
          }
        />
        {panel.kind === 'edit' && canUpdate ? (
          <PanelDialog title="Edit security" onClose={backToPage}>
            <EditSecurity id={id} onDone={backToPage} />
          </PanelDialog>
        ) : null}
      </>
    );
  }

  const close = () => {
    show({ kind: 'none' });
  };
  return (
    <>
      <PageHeader title="Securities" />
      <DataTable
        endpoint="listSecurities"
        list={securityList}
        label="Securities"
        columns={SECURITY_COLUMNS}
        filters={SECURITY_FILTERS}
        rowHref={(row) => viewHref(row.id)}
        emptyText="No security matches."
        actions={
          canImport || canCreate ? (
            <>
              {canImport ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setImporting(true);
                  }}
                >
                  Import price files
                </button>
              ) : null}
              {canCreate ? (
                <NewButton
                  onClick={() => {
                    show({ kind: 'create' });
                  }}
                >
                  New security
                </NewButton>
              ) : null}
            </>
          ) : null
        }
      />
      {importing ? (
        <PanelDialog
          title="Import price files"
          onClose={() => {
            setImporting(false);
          }}
        >
          <PriceFilesImport />
        </PanelDialog>
      ) : null}
      {panel.kind === 'create' && canCreate ? (
        <PanelDialog title="New security" onClose={close}>
          <SecurityCreate
            onCancel={close}
            onCreated={(security) => {
              // The new row, found by its ticker: the list's other filters might hide it.
              void navigate(hrefOf('securities', undefined, { q: security.ticker }), {
                replace: true,
              });
            }}
          />
        </PanelDialog>
      ) : null}
    </>
  );
}

export default defineScreen(SecurityList);
