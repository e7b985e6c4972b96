/**
 * One error shape for every failed call: `{ error: { code, message, details?, requestId } }`.
 * `code` is stable and machine-readable; `message` is for people; `details` name each bad field.
 */
import { z } from 'zod';

/**
 * Every code either server (the API, or the gateway in front of it) answers with under /api/v1,
 * and its status. The gateway's own refusals: `csrf_failed`, `length_required`, `bad_gateway`,
 * `gateway_timeout`.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  /** A state-changing call that did not come from our own web app (origin or header). */
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  /** An upload that did not declare its size: the gateway checks it before sending anything on. */
  length_required: 411,
  payload_too_large: 413,
  /** A file of a type the call does not take; the message names the ones it does. */
  unsupported_media_type: 415,
  unprocessable: 422,
  /** Too many failed sign-ins for the account or the address: wait for Retry-After. */
  too_many_requests: 429,
  internal: 500,
  /** The backend could not be reached, or broke off before answering. */
  bad_gateway: 502,
  /** A service the call depends on (the identity provider's keys) is down: wait for Retry-After. */
  service_unavailable: 503,
  /** The backend did not answer within the gateway's upstream timeout. */
  gateway_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const errorDetailSchema = z.object({
  /** Where the bad value was sent. */
  location: z.enum(['body', 'query', 'params', 'header']),
  /** Dotted path of the field, e.g. `pageSize` or `contacts.0.email`. */
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
    /** Quote this when reporting a problem; the server logs it with the failure. */
    requestId: z.string(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
