/**
 * The <form> of a contract form: submits the validated body to `onSubmit`, shows "Saving…"
 * while it runs, puts the server's complaints onto the fields they name and everything else
 * into a banner, and never clears what the user typed when a save fails.
 */
import { useId, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path } from 'react-hook-form';
import './form.css';
import { DraftNote } from './DraftNote.tsx';
import { FormFailureBanner } from './FormFailureBanner.tsx';
import { ShownFieldsContext, useShownFieldsRegistry } from './shown-fields.ts';
import { planFailure, type SubmitFailure } from './submit-failure.ts';
import type { ContractFormApi } from './use-contract-form.ts';

/** What a submit carries beside the values. */
export interface FormSubmission {
  /** The same for the same input, kept with the draft: a create sends it on. */
  idempotencyKey: string;
}

interface ContractFormProps<In extends FieldValues, Out extends FieldValues> {
  form: ContractFormApi<In, Out>;
  /**
   * Sends the body; a rejection is shown in the form (see above). A create passes
   * `idempotencyKey` on, so sending the same input again after a lost answer saves it once.
   */
  onSubmit: (values: Out, submission: FormSubmission) => unknown;
  submitLabel: string;
  pendingLabel?: string;
  /** Beside the submit button: a Cancel link or button. */
  cancel?: ReactNode;
  /** The form's accessible name, e.g. "New case". */
  label?: string;
  /**
   * Why the user may not send this form (core's access policy), where leaving the form out
   * would confuse: its fields and button are then disabled, the reason shown beside the button.
   */
  refusal?: string | null;
  children: ReactNode;
}

export function ContractForm<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  pendingLabel = 'Saving…',
  cancel,
  label,
  refusal,
  children,
}: ContractFormProps<In, Out>) {
  const shown = useShownFieldsRegistry();
  const refusalId = useId();
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    form.draft.flush();
    try {
      await onSubmit(values, { idempotencyKey: form.draft.submissionKey(values) });
    } catch (error) {
      const plan = planFailure(error, shown.names());
      plan.fields.forEach(([name, message], index) => {
        form.setError(name as Path<In>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setFailure(plan.failure);
      return;
    }
    form.draft.clear();
  });

  return (
    <FormProvider {...form}>
      <ShownFieldsContext value={shown}>
        <form
          className="contract-form"
          noValidate
          aria-label={label}
          aria-busy={isSubmitting || undefined}
          onSubmit={(event) => {
            setFailure(null);
            void submit(event);
          }}
        >
          {form.draft.restored ? <DraftNote onDiscard={form.draft.discard} /> : null}
          {failure ? <FormFailureBanner failure={failure} /> : null}
          <fieldset className="contract-form__fields" disabled={Boolean(refusal)}>
            <div className="form-grid">{children}</div>
          </fieldset>
          <div className="form-actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={isSubmitting || Boolean(refusal)}
              aria-describedby={refusal ? refusalId : undefined}
            >
              {isSubmitting ? pendingLabel : submitLabel}
            </button>
            {cancel}
            {refusal ? (
              <p id={refusalId} className="form-actions__refusal">
                {refusal}
              </p>
            ) : null}
          </div>
        </form>
      </ShownFieldsContext>
    </FormProvider>
  );
}
