import { expect } from 'vitest';
import { HttpClient } from '@backoffice/core/testing';
import { confirmSignOutAtIdp, SESSION_COOKIE, signedInClient } from './session.ts';
import type { Scenario } from './target.ts';

export const logout: Scenario = {
  name: 'should log out through the IdP to /login, after which the old session cookie signs no one in',
  async run(target) {
    const { gatewayUrl, idpUrl } = target;
    const staff = await signedInClient(target);
    const oldSession = staff.cookies(gatewayUrl).get(SESSION_COOKIE);
    expect(oldSession, `the ${SESSION_COOKIE} cookie after signing in`).toBeDefined();

    // As the web app does it: a same-origin fetch with the app's own header.
    const loggedOut = await staff.request(`${gatewayUrl}/auth/logout`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'BackOffice', Origin: gatewayUrl },
    });
    expect(loggedOut.status).toBe(200);
    const { redirectTo } = (await loggedOut.json()) as { redirectTo?: unknown };
    expect(typeof redirectTo).toBe('string');

    const atIdp = await staff.follow(new URL(String(redirectTo), gatewayUrl).href);
    const idpPage = atIdp.hops.at(-1)?.url ?? '';
    expect(new URL(idpPage).origin).toBe(idpUrl);
    const back = await confirmSignOutAtIdp(staff, idpPage, await atIdp.response.text());
    expect(back.hops.at(-1)?.url).toBe(`${gatewayUrl}/login`);
    expect(back.response.status).toBe(200);
    await back.response.body?.cancel();

    // Someone who kept the old cookie gets nothing from it.
    const replay = new HttpClient();
    replay.cookies(gatewayUrl).set(SESSION_COOKIE, oldSession ?? '');
    expect((await replay.request(`${gatewayUrl}/auth/session`)).status).toBe(401);
    const page = await replay.request(`${gatewayUrl}/`);
    expect(page.status).toBe(302);
    expect(new URL(page.headers.get('location') ?? '', gatewayUrl).origin).toBe(idpUrl);
  },
};
