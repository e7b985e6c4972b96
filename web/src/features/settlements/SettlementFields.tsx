/**
 * The fields of a settlement, shared by New settlement and a settlement's edit view: the fund in
 * dollars with the net fund worked out as it is typed, the claims administrator, the court's
 * dates, the settlement class period with its eligible securities, and the plan of allocation.
 */
import type { FILING_METHODS, BELOW_MINIMUM_RULES } from '@backoffice/core/api';
import { type SettlementFormInput } from '@backoffice/core/api';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../components/form/DateField.tsx';
import { FormSection } from '../../components/form/FormSection.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { CasePicker } from '../../entities/cases/CasePicker.tsx';
import { SecurityPicker } from '../../entities/securities/SecurityPicker.tsx';
import { formatMoney } from '../../lib/format/format.ts';
import { PlanEditor } from './PlanEditor.tsx';

type Values = SettlementFormInput;

const FILING_METHOD_LABELS: Record<(typeof FILING_METHODS)[number], string> = {
  electronic: 'Electronic file',
  online_portal: 'Online portal',
  paper: 'Paper',
};
const BELOW_MINIMUM_LABELS: Record<(typeof BELOW_MINIMUM_RULES)[number], string> = {
  redistribute: 'Go pro rata to the other claimants',
  withhold: 'Are not paid',
};
const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

const amount = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** Gross − fees − expenses as typed, beside the stated net fund. */
function NetFundNote() {
  const { control } = useFormContext<Values>();
  const [gross, fees, expenses] = useWatch({
    control,
    name: ['grossFund', 'feesAwarded', 'expensesAwarded'],
  });
  const net = amount(gross) - amount(fees) - amount(expenses);
  return (
    <p className="form-field form-field--wide settlement-form__net" aria-live="polite">
      Net fund (gross − fees − expenses): <strong>{formatMoney(net)}</strong>
    </p>
  );
}

export function SettlementFields({ caseCaption }: { caseCaption?: string }) {
  return (
    <>
      <FormSection title="Settlement">
        {caseCaption === undefined ? (
          <CasePicker name="caseId" label="Case" />
        ) : (
          <p className="form-field form-field--wide">Case: {caseCaption}</p>
        )}
        <TextField<Values>
          name="name"
          label="Name"
          required
          wide
          hint="E.g. Settlement with the underwriters"
        />
      </FormSection>
      <FormSection title="Fund">
        <NumberField<Values> name="grossFund" label="Gross fund (USD)" required />
        <NumberField<Values> name="feesAwarded" label="Attorneys' fees awarded (USD)" />
        <NumberField<Values> name="expensesAwarded" label="Expenses awarded (USD)" />
        <NumberField<Values>
          name="netFundStated"
          label="Net fund stated (USD)"
          hint="As the court or administrator states it; empty: worked out."
        />
        <NetFundNote />
      </FormSection>
      <FormSection title="Claims administrator">
        <TextField<Values> name="administrator.name" label="Administrator" required />
        <SelectField<Values>
          name="administrator.filingMethod"
          label="Filing method"
          options={optionsOf(FILING_METHOD_LABELS)}
        />
        <TextField<Values> name="administrator.address" label="Address" wide />
        <TextField<Values>
          name="administrator.website"
          label="Website"
          type="url"
          wide
          placeholder="https://"
        />
      </FormSection>
      <FormSection title="Dates and deadlines">
        <DateField<Values> name="preliminaryApprovalOn" label="Preliminary approval" />
        <DateField<Values> name="finalApprovalOn" label="Final approval" />
        <DateField<Values> name="fairnessHearingOn" label="Fairness hearing" />
        <DateField<Values> name="claimDeadline" label="Claim-filing deadline" required />
        <DateField<Values> name="optOutDeadline" label="Opt-out deadline" />
        <DateField<Values> name="objectionDeadline" label="Objection deadline" />
      </FormSection>
      <FormSection title="Settlement class and eligible securities">
        <DateField<Values> name="classPeriodStart" label="Class period start" required />
        <DateField<Values> name="classPeriodEnd" label="Class period end" required />
        <DateField<Values>
          name="disclosureDate"
          label="Corrective disclosure"
          hint="Opens the lookback; empty: the day after the class period."
        />
        <SecurityPicker name="securityIds" label="Eligible securities" />
      </FormSection>
      <FormSection title="Plan of allocation">
        <PlanEditor />
        <NumberField<Values>
          name="perShareCap"
          label="Cap per share (USD)"
          hint="Empty: no cap on the recognized loss per share."
        />
        <NumberField<Values>
          name="minimumPayment"
          label="Minimum payment (USD)"
          hint="E.g. 10: nothing under $10 is paid."
        />
        <SelectField<Values>
          name="belowMinimum"
          label="Shares under the minimum"
          options={optionsOf(BELOW_MINIMUM_LABELS)}
        />
        <NumberField<Values>
          name="paymentTolerance"
          label="Payment tolerance (USD)"
          hint="How far a payment may be from the expected one before it is flagged."
        />
        <NumberField<Values>
          name="distributionTotal"
          label="Distribution total (USD)"
          hint="All accepted claims' recognized losses, from the distribution report."
        />
      </FormSection>
    </>
  );
}
