import { expect } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import { signedInClient } from './session.ts';
import type { Scenario } from './target.ts';

/** A write as the web app sends it: JSON, same origin, the app's own header. */
const write = (gatewayUrl: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    origin: gatewayUrl,
  },
  body: JSON.stringify(body),
});

export const createRecord: Scenario = {
  name: 'should let staff add a client that the list then finds, refuse a viewer, and refuse a cross-site write',
  async run(target) {
    const { gatewayUrl } = target;
    const name = `Scenario Pension Fund ${String(Date.now())}`;
    const staff = await signedInClient(target);

    const created = await staff.request(
      `${gatewayUrl}/api/v1/clients`,
      write(gatewayUrl, { name, type: 'public_pension' }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const client = (await created.json()) as { id?: unknown; name?: unknown; type?: unknown };
    expect(client).toMatchObject({ name, type: 'public_pension' });

    const found = await staff.request(`${gatewayUrl}/api/v1/clients?q=${encodeURIComponent(name)}`);
    expect(found.status).toBe(200);
    const list = (await found.json()) as { items: { id: unknown }[]; total: number };
    expect(list.items.map((item) => item.id)).toEqual([client.id]);

    const viewer = await signedInClient(target, 'viewer');
    const refused = await viewer.request(
      `${gatewayUrl}/api/v1/clients`,
      write(gatewayUrl, { name: `${name} (viewer)`, type: 'public_pension' }),
    );
    expect(refused.status).toBe(403);

    // The same write from another site's page: the gateway stops it before the backend.
    const crossSite = await staff.request(`${gatewayUrl}/api/v1/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: JSON.stringify({ name: `${name} (cross-site)`, type: 'public_pension' }),
    });
    expect(crossSite.status).toBe(403);
    await crossSite.body?.cancel();
  },
};
