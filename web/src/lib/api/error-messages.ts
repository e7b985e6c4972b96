/**
 * What the user reads for each code of the contract's error catalogue: one message per code,
 * whichever server (the gateway or the API) answered. A code added to the catalogue does not
 * compile here until it has its message. Only the codes that refuse what was sent keep the
 * server's own explanation after the message, since only the server knows which record or
 * rule it was ("A client named 'Acme' already exists"); what else a server says (a token's
 * claims, a header's name) is for its logs, not for staff.
 */
import type { ErrorCode } from '@backoffice/core/api';

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  invalid_request: 'Some of what was sent is not valid.',
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  csrf_failed:
    'The request was refused because it did not come from this page. Reload the page and try again.',
  not_found: 'It was not found: it may have been removed.',
  conflict: 'It conflicts with the current records.',
  length_required: 'The upload did not say how large it is. Try again.',
  payload_too_large: 'The upload is too large.',
  unsupported_media_type: 'That type of file is not accepted.',
  unprocessable: 'Some values are not allowed.',
  too_many_requests: 'Too many failed sign-ins. Wait a few minutes and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  bad_gateway: 'The back office service is not answering right now. Try again shortly.',
  service_unavailable: 'The back office service is not available right now. Try again shortly.',
  gateway_timeout: 'The back office service took too long to answer. Try again shortly.',
};

/** Codes whose server message says what in particular was refused. */
const EXPLAINED_BY_SERVER: ReadonlySet<ErrorCode> = new Set([
  'invalid_request',
  'conflict',
  'unprocessable',
  // The upload limits: the server names the one the file went past.
  'payload_too_large',
  // The server names the types it takes.
  'unsupported_media_type',
]);

/** The message for `code`, with the server's explanation where it is the user's to read. */
export function errorMessage(code: ErrorCode, serverMessage: string): string {
  const explained = EXPLAINED_BY_SERVER.has(code) && serverMessage.trim() !== '';
  return explained ? `${ERROR_MESSAGES[code]} ${serverMessage.trim()}` : ERROR_MESSAGES[code];
}
