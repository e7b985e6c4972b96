/**
 * How the user hears of each kind of notification: in the app (the bell), by e-mail as well, or
 * not at all. Says where e-mail goes, or that this server sends none (the e-mail choice is then
 * shown but cannot be chosen, and a kind left on it stays in the app).
 */
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  notificationPreferencesUpdateSchema,
  type NotificationKind,
  type NotificationPreferences,
} from '@backoffice/core/api';
import { Banner } from '../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';

const KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  thresholdCrossed: 'A client crossed its loss threshold',
  newEligibleClient: 'A client is newly eligible in a case',
  leadPlaintiffDeadline: 'Lead-plaintiff deadline within 14 or 3 days',
  deadlineDue: 'A deadline is due or overdue',
  jobFailed: 'A loss run or report job failed',
  custodianFileLate: 'A custodian file is late',
  claimDeadline: 'Claim deadline within 30 or 7 days, a claim not filed',
  claimDeficiencyCure: "A deficient claim's cure deadline within 7 days",
};
const CHANNEL_LABELS = {
  app: 'In the app',
  email: 'By e-mail and in the app',
  none: 'Not at all',
} as const;
const channelOptions = (emailAvailable: boolean) =>
  NOTIFICATION_CHANNELS.map((c) => ({
    value: c,
    label: c === 'email' && !emailAvailable ? 'By e-mail (not configured)' : CHANNEL_LABELS[c],
    disabled: c === 'email' && !emailAvailable,
  }));

function EmailNote({ preferences }: { preferences: NotificationPreferences }) {
  if (!preferences.emailAvailable)
    return (
      <Banner tone="info">
        E-mail is not configured on this server; notifications stay in the app.
      </Banner>
    );
  return (
    <p>
      E-mails go to <strong>{preferences.emailAddress ?? 'no address on your account'}</strong>:
      urgent ones at once, the others in one digest a day.
    </p>
  );
}

function ChoicesForm({ preferences }: { preferences: NotificationPreferences }) {
  const update = useApiMutation('updateNotificationPreferences');
  const options = channelOptions(preferences.emailAvailable);
  const form = useContractForm(notificationPreferencesUpdateSchema, {
    defaultValues: { channels: preferences.channels },
  });
  return (
    <ContractForm
      form={form}
      label="Notifications"
      submitLabel="Save notifications"
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ body });
        form.reset({ channels: saved.channels });
        toast({ tone: 'success', title: 'Notification choices saved' });
      }}
    >
      {NOTIFICATION_KINDS.map((kind) => (
        <SelectField
          key={kind}
          name={`channels.${kind}`}
          label={KIND_LABELS[kind]}
          options={options}
        />
      ))}
    </ContractForm>
  );
}

export function NotificationChoices() {
  const query = useApiQuery('getNotificationPreferences', {});
  return (
    <section className="card profile-card" aria-labelledby="profile-notifications">
      <h2 id="profile-notifications">Notifications</h2>
      {query.isError ? (
        <LoadFailure
          what="Your notification choices"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <>
          <EmailNote preferences={query.data} />
          <ChoicesForm preferences={query.data} />
        </>
      ) : (
        <StatusView title="Loading your notification choices…" />
      )}
    </section>
  );
}
