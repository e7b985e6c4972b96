/**
 * Where the inputs come from: a case (its dates, plan and securities), the security, and a
 * client with the accounts whose trades are loaded. All optional: everything can be typed.
 */
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CASE_LOOKUP,
  CLIENT_LOOKUP,
  SECURITY_LOOKUP,
} from '../../../components/data-table/lookups.ts';
import { FormSection } from '../../../components/form/FormSection.tsx';
import { MultiSelectField } from '../../../components/form/MultiSelectField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { apiQueryOptions, useApiQuery } from '../../../lib/api/use-api.ts';
import type { CalculatorValues } from '../state/calculator-values.ts';
import { LookupField } from '../../../components/form/LookupField.tsx';

/** A client's accounts fit one page; the largest has a few dozen. */
const ACCOUNTS_PAGE = 100;

function CaseSecurityField({ caseId }: { caseId: string }) {
  const { getValues, setValue } = useFormContext<CalculatorValues>();
  const found = useApiQuery('getCase', { params: { id: caseId } });
  const ids = found.data?.securityIds ?? [];
  const optionValues = ids.join(',');
  // The case's fill may choose its security before these options exist, and a select keeps no
  // value it has no option for: choose it again once they are there.
  useEffect(() => {
    const chosen = getValues('securityId');
    if (chosen && optionValues.split(',').includes(chosen)) setValue('securityId', chosen);
  }, [optionValues, getValues, setValue]);
  const securities = useQueries({
    queries: ids.map((id) => apiQueryOptions('getSecurity', { params: { id } })),
  });
  const options = ids.map((id, i) => {
    const s = securities[i]?.data;
    return { value: id, label: s ? `${s.ticker} · ${s.name}` : id };
  });
  return (
    <SelectField<CalculatorValues>
      name="securityId"
      label="Security"
      options={options}
      placeholder={options.length === 0 ? 'Loading the case…' : 'Choose a security'}
      hint={
        ids.length > 1 ? `The case concerns ${ids.length} securities: one at a time.` : undefined
      }
    />
  );
}

interface AccountsFieldProps {
  clientId: string;
  /** The client just picked: once its accounts come, they are all ticked. */
  tickAllOf: string;
  onTicked: () => void;
}

function AccountsField({ clientId, tickAllOf, onTicked }: AccountsFieldProps) {
  const { setValue } = useFormContext<CalculatorValues>();
  const accounts = useApiQuery(
    'listAccounts',
    { query: { clientId, pageSize: ACCOUNTS_PAGE, sort: 'accountNumber:asc' } },
    { enabled: clientId !== '' },
  );
  const options = (accounts.data?.items ?? []).map((a) => ({
    value: a.id,
    label: `${a.accountNumber} · ${a.name}`,
  }));
  const loaded = accounts.data;
  useEffect(() => {
    if (!loaded || tickAllOf === '' || tickAllOf !== clientId) return;
    const ids = loaded.items.map((a) => a.id);
    setValue('accountIds', ids, { shouldDirty: true });
    onTicked();
  }, [loaded, tickAllOf, clientId, setValue, onTicked]);
  const hint =
    clientId === ''
      ? 'Choose a client first.'
      : accounts.isPending
        ? 'Loading the accounts…'
        : options.length === 0
          ? 'The client has no accounts.'
          : 'All ticked at first, as the case’s loss run counts every account; their trades in the security are loaded and replace the trades below.';
  // An empty list of boxes reads as a broken control: the reason stands alone instead.
  if (options.length === 0) {
    return (
      <div className="form-field form-field--wide">
        <span className="form-field__label">Accounts</span>
        <p className="form-field__hint">{hint}</p>
      </div>
    );
  }
  return (
    <div className="calc-accounts">
      <MultiSelectField<CalculatorValues>
        name="accountIds"
        label="Accounts"
        options={options}
        hint={hint}
        wide
      />
    </div>
  );
}

export function SourceFields() {
  const { control, setValue } = useFormContext<CalculatorValues>();
  const caseId = useWatch({ control, name: 'caseId' }) ?? '';
  const clientId = useWatch({ control, name: 'clientId' }) ?? '';
  const [tickAllOf, setTickAllOf] = useState('');
  return (
    <FormSection title="Case and client">
      <LookupField
        name="caseId"
        label="Case"
        source={CASE_LOOKUP}
        hint="Fills the class period, disclosure date, plan and security."
      />
      {caseId ? (
        <CaseSecurityField caseId={caseId} />
      ) : (
        <LookupField
          name="securityId"
          label="Security"
          source={SECURITY_LOOKUP}
          hint="Its daily closes give M."
        />
      )}
      <LookupField
        name="clientId"
        label="Client"
        source={CLIENT_LOOKUP}
        onPicked={(picked) => {
          setValue('accountIds', [], { shouldDirty: true });
          setTickAllOf(picked);
        }}
      />
      <AccountsField
        clientId={clientId}
        tickAllOf={tickAllOf}
        onTicked={() => {
          setTickAllOf('');
        }}
      />
    </FormSection>
  );
}
