/**
 * Why an action failed, for people: a failed call in the API's terms (with the request ID to
 * quote), or the message of an Error the screen threw itself (e.g. "Acme was not deleted. …").
 */
import { isAxiosError } from '../api-client.ts';
import { describeApiError } from '../api/api-error.ts';

export interface FailureReason {
  message: string;
  requestId: string | null;
}

export function failureReason(error: unknown): FailureReason {
  if (error instanceof Error && !isAxiosError(error) && error.message) {
    return { message: error.message, requestId: null };
  }
  const { message, requestId } = describeApiError(error);
  return { message, requestId };
}
