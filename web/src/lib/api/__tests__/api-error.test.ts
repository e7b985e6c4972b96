import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApiError, fieldErrors, isTransient } from '../api-error.ts';
import { loadErrorContract } from '../error-contract.ts';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function failed(status: number, data: unknown): AxiosError {
  const response = { data, status, statusText: '', headers: {}, config };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
}

const invalid = failed(422, {
  error: {
    code: 'unprocessable',
    message: 'The case is not valid',
    requestId: 'req-1',
    details: [
      { location: 'body', field: 'classPeriodEnd', message: 'must not be before the start' },
      { location: 'body', field: 'contacts.0.email', message: 'Invalid email address' },
      { location: 'body', field: 'contacts.0.email', message: 'too long' },
      { location: 'query', field: 'page', message: 'expected a number' },
    ],
  },
});

describe('the API errors', () => {
  // As the API client has by the time a failed answer reaches the app.
  beforeAll(loadErrorContract);

  it('should map the server field errors of the body onto form field paths', () => {
    expect(fieldErrors(invalid)).toEqual({
      classPeriodEnd: 'must not be before the start',
      'contacts.0.email': 'Invalid email address; too long',
      '': 'expected a number',
    });
  });

  it("should keep the code and request id of the error shape, with the code's message", () => {
    expect(describeApiError(invalid)).toMatchObject({
      status: 422,
      code: 'unprocessable',
      message: 'Some values are not allowed. The case is not valid',
      requestId: 'req-1',
    });
  });

  it('should explain a failure with no answer and one without the error shape', () => {
    const offline = new AxiosError('Network Error', 'ERR_NETWORK', config);
    expect(describeApiError(offline)).toMatchObject({ status: null, code: 'network' });
    expect(describeApiError(failed(502, '<html>Bad gateway</html>')).message).toMatch(
      /not answering/,
    );
    expect(fieldErrors(offline)).toEqual({});
  });

  it('should call only the failures that may pass transient', () => {
    expect(isTransient(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(true);
    expect(isTransient(failed(504, ''))).toBe(true);
    expect(isTransient(invalid)).toBe(false);
    expect(isTransient(failed(404, ''))).toBe(false);
  });
});
