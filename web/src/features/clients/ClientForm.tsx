/**
 * The fields of a client, shared by create and edit. The name is only asked on create: it is
 * the key of client scoping and never changes afterwards.
 */
import { CLIENT_STATUSES, CLIENT_TYPES } from '@backoffice/core/api';
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { enumOptions } from '../../lib/format/labels.ts';
import { ContactsField } from './ContactsField.tsx';
import { TextListField } from './TextListField.tsx';

const TYPE_OPTIONS = enumOptions(CLIENT_TYPES);
const STATUS_OPTIONS = enumOptions(CLIENT_STATUSES);

export function ClientFields({ withName }: { withName: boolean }) {
  return (
    <>
      {withName ? (
        <TextField
          name="name"
          label="Legal name"
          required
          wide
          hint="It cannot be changed later: it decides who may see the client."
        />
      ) : null}
      <SelectField name="type" label="Type" required options={TYPE_OPTIONS} placeholder="Choose…" />
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      <TextField name="country" label="Country" hint="Two-letter code, e.g. US" />
      <TextField
        name="cik"
        label="SEC CIK"
        hint="The client's Central Index Key, if it files 13-F reports: its filings are matched by it."
      />
      <NumberField name="aumUsd" label="AUM (USD)" />
      <DateField name="onboardedOn" label="Onboarded on" />
      <CheckboxField name="portalEnabled" label="Client portal enabled" />
      <TextListField
        name="custodians"
        label="Custodians"
        itemLabel="Custodian"
        addLabel="Add custodian"
      />
      <ContactsField />
      <TextAreaField name="notes" label="Notes" rows={5} />
    </>
  );
}
