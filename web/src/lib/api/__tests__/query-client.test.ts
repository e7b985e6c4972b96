import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { MAX_READ_RETRIES, shouldRetryRead } from '../query-client.ts';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const withStatus = (status: number) =>
  new AxiosError('failed', 'ERR', config, null, {
    data: {},
    status,
    statusText: '',
    headers: {},
    config,
  });

describe('the retry of reads', () => {
  it('should retry a read the backend did not answer, a limited number of times', () => {
    expect(shouldRetryRead(0, withStatus(503))).toBe(true);
    expect(shouldRetryRead(MAX_READ_RETRIES - 1, withStatus(502))).toBe(true);
    expect(shouldRetryRead(MAX_READ_RETRIES, withStatus(502))).toBe(false);
  });

  it('should never retry a read the server refused', () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(shouldRetryRead(0, withStatus(status))).toBe(false);
    }
  });
});
