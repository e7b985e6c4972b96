/** The client's details, contacts and notes, with Edit and Delete for those allowed. */
import type { Client } from '@backoffice/core/api';
import { useState } from 'react';
import { Details } from '../../components/detail/Details.tsx';
import { useCan } from '../../lib/api/use-can.ts';
import {
  formatBoolean,
  formatDate,
  formatDateTime,
  formatMoneyWhole,
} from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { ClientContacts } from './ClientContacts.tsx';
import { ClientEdit } from './ClientEdit.tsx';
import { DeleteClient } from './DeleteClient.tsx';

function detailsOf(client: Client) {
  return [
    { label: 'Client ID', value: client.id },
    { label: 'Type', value: humanize(client.type) },
    { label: 'Status', value: humanize(client.status) },
    { label: 'Country', value: client.country },
    { label: 'SEC CIK', value: client.cik ?? '—' },
    { label: 'AUM', value: formatMoneyWhole(client.aumUsd) },
    { label: 'Custodians', value: client.custodians.join(', ') || '—' },
    { label: 'Onboarded on', value: formatDate(client.onboardedOn) },
    { label: 'Portal enabled', value: formatBoolean(client.portalEnabled) },
    { label: 'Created', value: formatDateTime(client.createdAt) },
    { label: 'Last changed', value: formatDateTime(client.updatedAt) },
  ];
}

export function ClientOverview({ client }: { client: Client }) {
  const canEdit = useCan('updateClient');
  const canDelete = useCan('deleteClient');
  const [editing, setEditing] = useState(false);

  if (editing && canEdit) {
    return (
      <ClientEdit
        client={client}
        onDone={() => {
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className="client-overview">
      {canEdit || canDelete ? (
        <div className="button-row client-overview__actions">
          {canEdit ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setEditing(true);
              }}
            >
              Edit
            </button>
          ) : null}
          {canDelete ? <DeleteClient client={client} /> : null}
        </div>
      ) : null}
      <section className="card" aria-labelledby="client-details">
        <h2 id="client-details">Details</h2>
        <Details items={detailsOf(client)} />
      </section>
      <ClientContacts contacts={client.contacts} />
      <section className="card client-overview__notes-card" aria-labelledby="client-notes">
        <h2 id="client-notes">Notes</h2>
        {client.notes ? (
          <p className="client-overview__notes">{client.notes}</p>
        ) : (
          <p className="muted">No notes.</p>
        )}
      </section>
    </div>
  );
}
