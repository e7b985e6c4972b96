/** One account over the list: what it is, and for writers its edit form. */
import type { Account } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { HistorySection } from '../../components/audit/HistorySection.tsx';
import { Details } from '../../components/detail/Details.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatDate, formatDateTime } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { AccountEdit } from './AccountEdit.tsx';
import { WithRecord } from '../../components/feedback/WithRecord.tsx';

interface Props {
  id: string;
  editing: boolean;
  onEdit: (() => void) | null;
  onDone: () => void;
}

function AccountDetails({ account }: { account: Account }) {
  return (
    <Details
      items={[
        {
          label: 'Client',
          value: (
            <Link to={hrefOf('client', { clientID: account.clientId })}>{account.clientName}</Link>
          ),
        },
        { label: 'Custodian', value: account.custodian },
        { label: 'Account number', value: <code>{account.accountNumber}</code> },
        { label: 'Currency', value: account.currency },
        { label: 'Type', value: humanize(account.type) },
        { label: 'Status', value: humanize(account.status) },
        { label: 'Opened on', value: formatDate(account.openedOn) },
        { label: 'Closed on', value: account.closedOn ? formatDate(account.closedOn) : null },
        { label: 'Last changed', value: formatDateTime(account.updatedAt) },
      ]}
    />
  );
}

export function AccountPanel({ id, editing, onEdit, onDone }: Props) {
  const account = useApiQuery('getAccount', { params: { id } });
  return (
    <WithRecord what="account" id={id} query={account}>
      {(a) => (
        <div className="reference-panel">
          <p className="reference-panel__lead">{a.name}</p>
          {editing ? <AccountEdit account={a} onDone={onDone} /> : <AccountDetails account={a} />}
          {!editing && onEdit ? (
            <div className="reference-panel__actions">
              <button type="button" className="button button--primary" onClick={onEdit}>
                Edit
              </button>
            </div>
          ) : null}
          {editing ? null : <HistorySection recordType="account" id={a.id} />}
        </div>
      )}
    </WithRecord>
  );
}
