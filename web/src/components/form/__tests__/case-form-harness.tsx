/** A small case form over the contract's own schema, as a screen would write it. */
import type { SessionUser } from '@backoffice/core';
import { caseCreateSchema, type CaseCreate } from '@backoffice/core/api';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { useAppStore } from '../../../lib/store/app-store.ts';
import { CheckboxField } from '../CheckboxField.tsx';
import { ContractForm } from '../ContractForm.tsx';
import { DateField } from '../DateField.tsx';
import { MultiSelectField } from '../MultiSelectField.tsx';
import { NumberField } from '../NumberField.tsx';
import { SelectField } from '../SelectField.tsx';
import { TextField } from '../TextField.tsx';
import { useContractForm } from '../use-contract-form.ts';

export const SECURITIES = [
  { value: 'SEC-0001', label: 'Acme Corp.' },
  { value: 'SEC-0002', label: 'Globex Inc.' },
];

export function CaseFormHarness({
  onSubmit,
  draftKey,
}: {
  onSubmit: (body: CaseCreate) => Promise<unknown>;
  draftKey?: string;
}) {
  const form = useContractForm(caseCreateSchema, {
    defaultValues: {
      caption: '',
      court: '',
      securityIds: [],
      classPeriodStart: '',
      classPeriodEnd: '',
      status: '',
      settlementAmount: null,
      dog: false,
    },
    draftKey,
  });
  return (
    <ContractForm form={form} onSubmit={onSubmit} submitLabel="Create case" label="New case">
      <TextField name="caption" label="Caption" required />
      <TextField name="court" label="Court" required />
      <MultiSelectField name="securityIds" label="Securities" options={SECURITIES} required />
      <DateField name="classPeriodStart" label="Class period start" required />
      <DateField name="classPeriodEnd" label="Class period end" required />
      <SelectField
        name="status"
        label="Status"
        placeholder="Choose…"
        options={[{ value: 'investigation', label: 'Investigation' }]}
      />
      <NumberField name="settlementAmount" label="Settlement amount" />
      <CheckboxField name="dog" label="DOG case" />
    </ContractForm>
  );
}

export const ADA: SessionUser = {
  userId: 'u-1',
  username: 'admin',
  displayName: 'Ada Admin',
  roles: ['ROLE_ADMIN'],
  privileges: ['READ', 'CREATE'],
  clientNames: [],
  isAdmin: true,
};

export function signIn(user: SessionUser = ADA): void {
  useAppStore.getState().signedIn(user);
}

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/** A refused call as axios reports it, with the contract's error body. */
export function apiFailure(status: number, data: unknown): AxiosError {
  const response = { data, status, statusText: '', headers: {}, config };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
}
