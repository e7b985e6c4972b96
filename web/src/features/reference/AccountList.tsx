/**
 * Accounts: every custody account the user may see, searchable and filterable on the server
 * (`?clientId=` narrows it to one client, as a link may). A row opens the account over the list
 * (`?account=<id>`, `&edit=1` its form); "New account" opens the create form (`?new=1`).
 */
import { accountList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { NewButton } from '../../components/screen/NewButton.tsx';
import { useCan } from '../../lib/api/use-can.ts';
import { usePanelUrl } from '../../lib/list-state/use-panel-url.ts';
import { AccountCreate } from './AccountCreate.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import { ACCOUNT_COLUMNS, ACCOUNT_FILTERS } from './account-table.ts';
import { PanelDialog } from '../../components/dialog/PanelDialog.tsx';
import './reference.css';

function AccountList() {
  const { panel, viewHref, show } = usePanelUrl('accounts', 'account');
  const canCreate = useCan('createAccount');
  const canUpdate = useCan('updateAccount');
  const close = () => {
    show({ kind: 'none' });
  };

  return (
    <>
      <PageHeader title="Accounts" />
      <DataTable
        endpoint="listAccounts"
        list={accountList}
        label="Accounts"
        columns={ACCOUNT_COLUMNS}
        filters={ACCOUNT_FILTERS}
        rowHref={(row) => viewHref(row.id)}
        emptyText="No account matches."
        actions={
          canCreate ? (
            <NewButton
              onClick={() => {
                show({ kind: 'create' });
              }}
            >
              New account
            </NewButton>
          ) : null
        }
      />
      {panel.kind === 'create' && canCreate ? (
        <PanelDialog title="New account" onClose={close}>
          <AccountCreate
            onCancel={close}
            onCreated={(account) => {
              show({ kind: 'view', id: account.id }, true);
            }}
          />
        </PanelDialog>
      ) : null}
      {panel.kind === 'view' || panel.kind === 'edit' ? (
        <PanelDialog
          title={panel.kind === 'edit' && canUpdate ? 'Edit account' : 'Account'}
          onClose={close}
        >
          <AccountPanel
            key={panel.id}
            id={panel.id}
            editing={panel.kind === 'edit' && canUpdate}
            onEdit={
              canUpdate
                ? () => {
                    show({ kind: 'edit', id: panel.id });
                  }
                : null
            }
            onDone={() => {
              show({ kind: 'view', id: panel.id }, true);
            }}
          />
        </PanelDialog>
      ) : null}
    </>
  );
}

export default defineScreen(AccountList);
