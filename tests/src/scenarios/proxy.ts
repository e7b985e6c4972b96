import { expect } from 'vitest';
import { HttpClient } from '@backoffice/core/testing';
import { signedInClient } from './session.ts';
import type { Scenario } from './target.ts';

export const proxy: Scenario = {
  name: "should proxy /api/v1 with the caller's identity, and answer 401 without a session",
  async run(target) {
    const { gatewayUrl } = target;
    const anonymous = await new HttpClient().request(`${gatewayUrl}/api/v1/`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });

    const staff = await signedInClient(target);
    // The spec's probe: who the API thinks the caller is, and the page it was asked from.
    const probe = await staff.request(`${gatewayUrl}/api/v1/`, { headers: { page: 'home' } });
    expect(probe.status).toBe(200);
    expect(await probe.json()).toMatchObject({
      user: { username: 'staff', displayName: 'Sam Staff' },
      page: 'home',
    });
  },
};
