/**
 * The fields of a new account. The client is found by searching; the custodian is one of the
 * chosen client's custodians (the API refuses any other), so its choices follow the client.
 */
import { ACCOUNT_TYPES } from '@backoffice/core/api';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CLIENT_LOOKUP } from '../../components/data-table/lookups.ts';
import { DateField } from '../../components/form/DateField.tsx';
import { LookupField } from '../../components/form/LookupField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { enumOptions } from '../../lib/format/labels.ts';
import { useClient } from '../../entities/clients/use-clients.ts';

const TYPE_OPTIONS = enumOptions(ACCOUNT_TYPES);

export function AccountCreateFields() {
  const clientId: unknown = useWatch({ name: 'clientId' });
  const client = useClient(typeof clientId === 'string' ? clientId : '').data;
  const custodians = (client?.custodians ?? []).map((c) => ({ value: c, label: c }));
  const { getValues, setValue } = useFormContext();
  const custodianKey = client?.custodians.join('\n');
  // Another client: a custodian of the one before is no choice any more.
  useEffect(() => {
    if (custodianKey === undefined) return;
    const chosen: unknown = getValues('custodian');
    if (typeof chosen === 'string' && chosen !== '' && !custodianKey.split('\n').includes(chosen))
      setValue('custodian', '');
  }, [custodianKey, getValues, setValue]);
  return (
    <>
      <LookupField name="clientId" label="Client" source={CLIENT_LOOKUP} required wide />
      <SelectField
        name="custodian"
        label="Custodian"
        required
        placeholder={client ? 'Choose…' : 'Choose the client first'}
        options={custodians}
        hint={
          client && custodians.length === 0
            ? `${client.name} has no custodian yet: add one on the client's page.`
            : undefined
        }
      />
      <TextField
        name="accountNumber"
        label="Account number"
        required
        hint="As the custodian has it"
      />
      <TextField name="name" label="Account name" required wide />
      <TextField name="currency" label="Currency" required hint="Three-letter code, e.g. USD" />
      <SelectField name="type" label="Type" options={TYPE_OPTIONS} />
      <DateField name="openedOn" label="Opened on" />
    </>
  );
}
