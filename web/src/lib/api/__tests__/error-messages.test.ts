import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '@backoffice/core/api';
import { describeApiError } from '../api-error.ts';
import { ERROR_MESSAGES } from '../error-messages.ts';
import { loadErrorContract } from '../error-contract.ts';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

function refusal(code: ErrorCode, message: string): AxiosError {
  const data = { error: { code, message, requestId: 'req-12345678' } };
  const response = { data, status: ERROR_STATUS[code], statusText: '', headers: {}, config };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
}

describe('the message for each error code', () => {
  // As the API client has by the time a failed answer reaches the app.
  beforeAll(loadErrorContract);

  it('should have one message of its own for every code of the catalogue', () => {
    const messages = CODES.map((code) => ERROR_MESSAGES[code]);
    expect(messages.every((message) => /^[A-Z].*\.$/.test(message))).toBe(true);
    expect(new Set(messages).size).toBe(CODES.length);
  });

  it.each(CODES)('should show the one message for %s, whichever server answered', (code) => {
    const first = describeApiError(refusal(code, 'first wording'));
    const second = describeApiError(refusal(code, 'second wording'));
    expect(first).toMatchObject({ code, status: ERROR_STATUS[code], requestId: 'req-12345678' });
    expect(first.message.startsWith(ERROR_MESSAGES[code])).toBe(true);
    expect(second.message.startsWith(ERROR_MESSAGES[code])).toBe(true);
  });

  it("should keep the server's explanation only where it names what was refused", () => {
    expect(
      describeApiError(refusal('conflict', "A client named 'Acme' already exists")).message,
    ).toBe("It conflicts with the current records. A client named 'Acme' already exists");
    expect(describeApiError(refusal('unauthorized', 'The bearer token is not a JWT')).message).toBe(
      ERROR_MESSAGES.unauthorized,
    );
    expect(describeApiError(refusal('forbidden', 'This call is only for ROLE_ADMIN')).message).toBe(
      ERROR_MESSAGES.forbidden,
    );
  });

  it("should read the gateway's own refusals, which the web once could not", () => {
    expect(describeApiError(refusal('csrf_failed', 'the header is missing')).message).toMatch(
      /did not come from this page/,
    );
    expect(describeApiError(refusal('gateway_timeout', '')).message).toMatch(/took too long/);
    expect(describeApiError(refusal('length_required', '')).status).toBe(411);
  });
});
