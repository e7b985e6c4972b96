/**
 * An address with a broken percent-encoding (`%FF`, a lone `%`, an overlong or cut-off UTF-8
 * sequence) is the caller's mistake: 400 in the error shape, logged without a stack, whether or
 * not the caller is signed in, for API calls and pages alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@backoffice/core/api';
import { HttpClient } from '@backoffice/core/testing';
import { startGatewayStack, type RunningGateway } from './support.ts';

const MALFORMED = ['%FF', '%', '%C0%AF', '%E2%82'];

describe('a malformed address at the gateway', () => {
  let stop: () => Promise<void>;
  let gateway: RunningGateway;
  let staff: HttpClient;

  beforeAll(async () => {
    ({ stop, gateway } = await startGatewayStack());
    staff = await gateway.signIn('staff');
  });
  afterAll(() => stop());

  const callers = () => ({ anonymous: new HttpClient(), staff });

  it.each(MALFORMED)('should answer 400 invalid_request for /api/v1/clients/%s', async (bad) => {
    for (const [who, client] of Object.entries(callers())) {
      const response = await client.request(`${gateway.url}/api/v1/clients/${bad}`);
      expect(response.status, who).toBe(400);
      const { error } = errorResponseSchema.parse(await response.json());
      expect(error.code).toBe('invalid_request');
      expect(error.requestId).toBe(response.headers.get('x-request-id'));
    }
  });

  it.each(MALFORMED)('should answer 400 for the page /clients/%s', async (bad) => {
    for (const [who, client] of Object.entries(callers())) {
      const response = await client.request(`${gateway.url}/clients/${bad}`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status, who).toBe(400);
      expect(await response.text()).toContain('not a valid address');
    }
  });

  it('should log a refused address below error level and without a stack', () => {
    const lines = gateway.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const refused = lines.filter((l) => l.msg === 'malformed address refused');
    expect(refused.length).toBeGreaterThanOrEqual(MALFORMED.length * 4);
    expect(refused.every((l) => l.level === 40)).toBe(true);
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(gateway.logs.join('\n')).not.toMatch(/URIError|"stack"/);
  });
});
