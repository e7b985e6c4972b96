/** The class period, the disclosure that opens the lookback, and the holding at the start. */
import { defaultDisclosureDate, lookbackWindow } from '@backoffice/core/loss';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/form/DateField.tsx';
import { FormSection } from '../../../components/form/FormSection.tsx';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { formatDate } from '../../../lib/format/format.ts';
import type { CalculatorValues } from '../state/calculator-values.ts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const isIso = (value: unknown): value is string => typeof value === 'string' && ISO.test(value);

function DisclosureHint() {
  const { control } = useFormContext<CalculatorValues>();
  const [end, disclosure] = useWatch({ control, name: ['classPeriodEnd', 'disclosureDate'] });
  const opens = isIso(disclosure) ? disclosure : isIso(end) ? defaultDisclosureDate(end) : null;
  if (!opens) return 'Empty: the day after the class period ends.';
  const window = lookbackWindow(opens);
  const lead = isIso(disclosure)
    ? ''
    : `Empty: the day after the class period, ${formatDate(opens)}. `;
  return `${lead}Lookback ${formatDate(window.start)} – ${formatDate(window.end)}.`;
}

export function PeriodFields() {
  return (
    <FormSection title="Class period">
      <DateField<CalculatorValues> name="classPeriodStart" label="Class period start" required />
      <DateField<CalculatorValues> name="classPeriodEnd" label="Class period end" required />
      <DateField<CalculatorValues>
        name="disclosureDate"
        label="Disclosure date"
        hint={<DisclosureHint />}
      />
      <NumberField<CalculatorValues>
        name="startHolding"
        label="Start holding"
        hint="Shares held when the class period began that the trades below do not account for."
      />
    </FormSection>
  );
}
