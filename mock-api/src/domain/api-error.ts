/**
 * The one error type: a code of core's catalogue (which fixes the HTTP status), a message and
 * the fields at fault. Handlers, rules and the HTTP layer throw it; http/errors.ts answers it.
 */
import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@backoffice/core/api';
import type { Store } from '../store/store.ts';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  /** Sent as Retry-After: when a 429 or 503 may be tried again. */
  retryAfterSeconds: number | undefined;
  /**
   * What a refused write still keeps (a feed upload that is no feed, kept as a failed reading):
   * written in a write of its own once the call's changes are undone.
   */
  keep: ((store: Store) => void) | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }
}

/** A refusal to try again later: 429 or 503 with Retry-After. */
export function retryLater(
  code: 'too_many_requests' | 'service_unavailable',
  message: string,
  seconds: number,
): ApiError {
  const error = new ApiError(code, message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  return error;
}

export const notFound = (what: string, id: string) =>
  new ApiError('not_found', `No ${what} '${id}'`);

/** A business rule refused a well-formed request; `field` names the body field at fault. */
export const unprocessable = (field: string, message: string) =>
  new ApiError('unprocessable', message, [{ location: 'body', field, message }]);
