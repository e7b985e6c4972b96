import { expect } from 'vitest';
import { signedInClient } from './session.ts';
import type { Scenario } from './target.ts';

export const screenWithData: Scenario = {
  name: 'should serve the clients screen and its first page of clients from the API',
  async run(target) {
    const { gatewayUrl } = target;
    const staff = await signedInClient(target);

    const screen = await staff.request(`${gatewayUrl}/clients`);
    expect(screen.status).toBe(200);
    expect(screen.headers.get('content-type')).toMatch(/^text\/html/);
    await screen.body?.cancel();

    const clients = await staff.request(`${gatewayUrl}/api/v1/clients?pageSize=10`, {
      headers: { page: 'clients' },
    });
    expect(clients.status).toBe(200);
    const body = (await clients.json()) as { items?: unknown; total?: unknown };
    expect(body).toMatchObject({ page: 1, pageSize: 10 });
    expect(Array.isArray(body.items)).toBe(true);
    const items = body.items as unknown[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(body.total).toBeGreaterThanOrEqual(items.length);
  },
};
