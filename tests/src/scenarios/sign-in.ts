import { expect } from 'vitest';
import { HttpClient, signInThroughGateway } from '@backoffice/core/testing';
import type { Scenario } from './target.ts';

export const signIn: Scenario = {
  name: 'should send an anonymous visitor of / to the IdP and bring staff back to / signed in',
  async run({ gatewayUrl, idpUrl }) {
    const client = new HttpClient();
    const { response, hops } = await signInThroughGateway(client, gatewayUrl, 'staff', 'staff');
    const trail = hops.map((hop) => `${hop.status} ${hop.url}`).join('\n');

    expect(hops[0], trail).toMatchObject({ url: `${gatewayUrl}/`, status: 302 });
    expect(new URL(hops[0]!.location ?? '', gatewayUrl).origin, trail).toBe(idpUrl);
    expect(hops.at(-1)?.url, trail).toBe(`${gatewayUrl}/`);
    expect(response.status, trail).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    await response.body?.cancel();

    const session = await client.request(`${gatewayUrl}/auth/session`);
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({
      user: { username: 'staff', displayName: 'Sam Staff', isAdmin: false },
    });
  },
};
