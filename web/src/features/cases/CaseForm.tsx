/**
 * The fields of a case, shared by Create New Case and the case's edit view. Which statuses the
 * select offers is the caller's: any on create, the allowed moves on edit (core's life cycle).
 */
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { FormSection } from '../../components/form/FormSection.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import type { Option } from '../../components/form/field-types.ts';
import type { CaseFormValues } from './case-form-values.ts';
import { SecurityPicker } from '../../entities/securities/SecurityPicker.tsx';

interface CaseFieldsProps {
  statusOptions: readonly Option[];
  /** A settlement is announced long after a case is opened: asked on edit only. */
  withSettlement?: boolean;
}

export function CaseFields({ statusOptions, withSettlement = false }: CaseFieldsProps) {
  return (
    <>
      <FormSection title="Case">
        <TextField<CaseFormValues>
          name="caption"
          label="Caption"
          required
          wide
          hint="E.g. In re Acme Corp. Securities Litigation"
        />
        <TextField<CaseFormValues> name="court" label="Court" required placeholder="S.D.N.Y." />
        <TextField<CaseFormValues>
          name="docketNumber"
          label="Docket number"
          placeholder="1:24-cv-01234"
          hint="Empty while nothing is filed."
        />
        <TextField<CaseFormValues> name="judge" label="Judge" />
        <TextField<CaseFormValues> name="leadCounsel" label="Lead counsel" />
        <SelectField<CaseFormValues> name="status" label="Status" options={statusOptions} />
        <DateField<CaseFormValues> name="filedOn" label="Filed on" />
        {withSettlement ? (
          <NumberField<CaseFormValues> name="settlementAmount" label="Settlement amount (USD)" />
        ) : null}
        <CheckboxField<CaseFormValues> name="dog" label="DOG case" />
        <TextAreaField<CaseFormValues> name="description" label="Description" rows={6} />
      </FormSection>
      <FormSection title="Securities and class period">
        <SecurityPicker name="securityIds" label="Securities" />
        <DateField<CaseFormValues> name="classPeriodStart" label="Class period start" required />
        <DateField<CaseFormValues> name="classPeriodEnd" label="Class period end" required />
      </FormSection>
    </>
  );
}
