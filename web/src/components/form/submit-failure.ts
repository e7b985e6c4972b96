/** What the form's banner says about a refused or failed save. */
import { fieldErrors } from '../../lib/api/api-error.ts';
import { failureReason } from '../../lib/form/failure-reason.ts';
import { placeServerErrors } from '../../lib/form/server-errors.ts';

export interface SubmitFailure {
  message: string;
  /** Complaints about fields the form does not show. */
  details: string[];
  requestId: string | null;
  /** Some complaints went onto fields, which then hold the focus. */
  onFields: boolean;
}

export interface FailurePlan {
  /** Field name → message, in the form's order. */
  fields: [name: string, message: string][];
  failure: SubmitFailure;
}

export function planFailure(error: unknown, shownFields: readonly string[]): FailurePlan {
  const api = failureReason(error);
  const placed = placeServerErrors(fieldErrors(error), shownFields);
  const onFields = placed.fields.length > 0;
  const message =
    onFields && placed.unplaced.length === 0
      ? 'Some values were not accepted. Check the marked fields.'
      : api.message;
  // A lone complaint is often the failure's own message; say it once.
  const details = placed.unplaced.filter((text) => text !== api.message);
  return {
    fields: placed.fields,
    failure: { message, details, requestId: api.requestId, onFields },
  };
}
