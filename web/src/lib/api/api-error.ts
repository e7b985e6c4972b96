/**
 * What went wrong with a call, in the contract's error vocabulary: `{ error: { code, message,
 * details, requestId } }` from the gateway or the API, an answer without that shape, or no
 * answer at all (the network). The message is the one the web has for the code.
 */
import type { ErrorCode, ErrorDetail } from '@backoffice/core/api';
import { isAxiosError } from '../api-client.ts';
import { errorContract } from './error-contract.ts';
import { ERROR_MESSAGES, errorMessage } from './error-messages.ts';
import { TooManyRowsError } from './too-many-rows.ts';

export interface ApiFailure {
  /** Null when nothing answered. */
  status: number | null;
  /**
   * A catalogue code; `network` when nothing answered, `http` for an answer not in our shape,
   * `too_many_rows` for a list too long to read whole.
   */
  code: ErrorCode | 'network' | 'http' | 'too_many_rows';
  message: string;
  details: ErrorDetail[];
  requestId: string | null;
}

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

export function describeApiError(error: unknown): ApiFailure {
  if (error instanceof TooManyRowsError) {
    const { message } = error;
    return { status: null, code: 'too_many_rows', message, details: [], requestId: null };
  }
  if (!isAxiosError(error) || !error.response) {
    return { status: null, code: 'network', message: UNREACHABLE, details: [], requestId: null };
  }
  const status = error.response.status;
  const data: unknown = error.response.data;
  // Loaded by the API client before it passed the failure on (error-contract.ts).
  const parsed = errorContract()?.safeParse(data);
  if (parsed?.success) {
    const { code, message, details, requestId } = parsed.data.error;
    return {
      status,
      code,
      message: errorMessage(code, message),
      details: details ?? [],
      requestId,
    };
  }
  // A proxy or server of the infrastructure in between, in its own words (an HTML error page).
  const message =
    status >= 500 ? ERROR_MESSAGES.bad_gateway : `The request failed (HTTP ${status}).`;
  return { status, code: 'http', message, details: [], requestId: null };
}

/** Worth asking again: nothing answered, or the backend behind the gateway did not. */
export function isTransient(error: unknown): boolean {
  const { status, code } = describeApiError(error);
  return code === 'network' || status === 502 || status === 503 || status === 504;
}

/**
 * The server's complaints about the body, by form field (`contacts.0.email`). Complaints that
 * name no field of the body (the query, a header, the whole object) come back under `''`.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const detail of describeApiError(error).details) {
    const key = detail.location === 'body' ? detail.field : '';
    out[key] = out[key] ? `${out[key]}; ${detail.message}` : detail.message;
  }
  return out;
}
