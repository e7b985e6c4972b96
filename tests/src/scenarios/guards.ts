import { expect } from 'vitest';
import { HttpClient } from '@backoffice/core/testing';
import { signedInClient } from './session.ts';
import type { Scenario } from './target.ts';

export const guards: Scenario = {
  name: 'should guard pages: sign-in first, /forbidden for staff on /admin, /pageNotFound for no page',
  async run(target) {
    const { gatewayUrl, idpUrl } = target;
    const anonymous = await new HttpClient().request(`${gatewayUrl}/admin`);
    expect(anonymous.status).toBe(302);
    expect(new URL(anonymous.headers.get('location') ?? '', gatewayUrl).origin).toBe(idpUrl);

    const staff = await signedInClient(target);
    const admin = await staff.request(`${gatewayUrl}/admin`);
    expect(admin.status).toBe(302);
    expect(admin.headers.get('location')).toBe('/forbidden?redirect=%2Fadmin');
    const forbidden = await staff.request(`${gatewayUrl}/forbidden?redirect=%2Fadmin`);
    expect(forbidden.status).toBe(200);
    await forbidden.body?.cancel();

    const unknown = await staff.request(`${gatewayUrl}/no/such/page`);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/pageNotFound');
  },
};
