/**
 * The user's preferences, saved through the API: rows per page for every table and the screen
 * Home opens. Validated with the contract's own schema; the server's complaints land on the
 * fields. Saving refreshes the cached profile, so tables use the new size at once.
 */
import type { SessionUser } from '@backoffice/core';
import { profileUpdateSchema, type Preferences } from '@backoffice/core/api';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { landingOptions, PAGE_SIZE_OPTIONS } from './landing-options.ts';

interface PreferencesFormProps {
  user: SessionUser;
  preferences: Preferences;
}

export function PreferencesForm({ user, preferences }: PreferencesFormProps) {
  const update = useApiMutation('updateProfile');
  const form = useContractForm(profileUpdateSchema, {
    defaultValues: {
      preferences: {
        pageSize: preferences.pageSize,
        landingRoute: preferences.landingRoute,
      },
    },
  });

  return (
    <section className="card profile-card" aria-labelledby="profile-preferences">
      <h2 id="profile-preferences">Preferences</h2>
      <ContractForm
        form={form}
        label="Preferences"
        submitLabel="Save preferences"
        onSubmit={async (values) => {
          const saved = await update.mutateAsync({ body: values });
          // The form now starts from what the server kept.
          const { pageSize, landingRoute } = saved.preferences;
          form.reset({ preferences: { pageSize, landingRoute } });
          toast({ tone: 'success', title: 'Preferences saved' });
        }}
      >
        <SelectField
          name="preferences.pageSize"
          label="Default rows per page"
          numeric
          options={PAGE_SIZE_OPTIONS}
          hint="Every table starts with this many rows; a table's own choice still wins."
        />
        <SelectField
          name="preferences.landingRoute"
          label="Landing screen"
          options={landingOptions(user)}
          hint="The screen Home and the logo open."
        />
      </ContractForm>
    </section>
  );
}
