/**
 * The client's monitoring panel: whether its losses in new cases are watched, from which loss a
 * case matters to it, who at the firm owns the relationship and which of its contacts hear
 * about it. Users without UPDATE see the form disabled, with the reason.
 */
import {
  clientMonitoringUpdateSchema,
  type Client,
  type ClientMonitoring as Settings,
} from '@backoffice/core/api';
import { Details } from '../../components/detail/Details.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { MultiSelectField } from '../../components/form/MultiSelectField.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { formatBoolean, formatDateTime, formatMoneyWhole } from '../../lib/format/format.ts';

function summaryOf(settings: Settings) {
  return [
    { label: 'Monitored', value: formatBoolean(settings.monitored) },
    { label: 'Loss threshold', value: formatMoneyWhole(settings.lossThresholdUsd) },
    { label: 'Relationship owners', value: settings.ownerNames.join(', ') },
    { label: 'Contacts told', value: settings.contactEmails.join(', ') },
    {
      label: 'Last changed',
      value: settings.updatedAt
        ? `${formatDateTime(settings.updatedAt)} by ${settings.updatedBy ?? '—'}`
        : 'Never set',
    },
  ];
}

function MonitoringForm({ client, settings }: { client: Client; settings: Settings }) {
  const access = useAccess('updateClientMonitoring');
  const owners = useApiQuery('listDeadlineOwners', {}).data?.items;
  const update = useApiMutation('updateClientMonitoring');
  const form = useContractForm(clientMonitoringUpdateSchema, {
    defaultValues: {
      monitored: settings.monitored,
      lossThresholdUsd: settings.lossThresholdUsd,
      ownerIds: settings.ownerIds,
      contactEmails: settings.contactEmails,
    },
    draftKey: `client:${client.id}:monitoring`,
  });
  const contacts = client.contacts.map((c) => ({
    value: c.email,
    label: c.name,
  }));
  return (
    <ContractForm
      form={form}
      label={`Monitoring of ${client.name}`}
      submitLabel="Save monitoring"
      refusal={access.reason}
      onSubmit={async (body) => {
        await update.mutateAsync({ params: { id: client.id }, body });
        toast({ tone: 'success', title: 'Monitoring saved', description: client.name });
      }}
    >
      <CheckboxField name="monitored" label="Monitor this client's losses in new cases" />
      <NumberField
        name="lossThresholdUsd"
        label="Loss threshold (USD)"
        required
        hint="A case where the client lost at least this much raises an alert."
      />
      {owners ? (
        <MultiSelectField
          name="ownerIds"
          label="Relationship owners"
          options={owners.map((o) => ({ value: o.id, label: `${o.displayName} (${o.username})` }))}
          wide
        />
      ) : (
        <p className="muted">Loading the firm's people…</p>
      )}
      {contacts.length > 0 ? (
        <MultiSelectField name="contactEmails" label="Contacts told" options={contacts} wide />
      ) : (
        <p className="muted">The client has no contacts yet: add them on the Overview tab.</p>
      )}
    </ContractForm>
  );
}

export function ClientMonitoring({ client }: { client: Client }) {
  const query = useApiQuery('getClientMonitoring', { params: { id: client.id } });
  if (query.isPending) return <StatusView title="Loading the monitoring settings…" />;
  if (query.isError) {
    return (
      <LoadFailure
        what="The monitoring settings"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="client-monitoring">
      <section className="card" aria-labelledby="client-monitoring-now">
        <h2 id="client-monitoring-now">Monitoring</h2>
        <Details items={summaryOf(query.data)} />
      </section>
      <section className="card" aria-labelledby="client-monitoring-edit">
        <h2 id="client-monitoring-edit">Change the monitoring</h2>
        <MonitoringForm
          key={query.data.updatedAt ?? 'never'}
          client={client}
          settings={query.data}
        />
      </section>
    </div>
  );
}
