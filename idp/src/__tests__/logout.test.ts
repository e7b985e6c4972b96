import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@backoffice/core/testing';
import {
  refreshTokens,
  signIn,
  SignInFlow,
  signOut,
  startIdp,
  type RunningIdp,
  type UserAgent,
} from '../testing/index.ts';

let idp: RunningIdp;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(() => idp.close());

async function endSessionPage(agent: UserAgent, idToken: string) {
  const url = new URL(`${idp.issuer}/session/end`);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', idp.rp.postLogoutRedirectUri!);
  return agent.request(url);
}

describe('sign-out', () => {
  it('should return to the registered post-logout URI', async () => {
    const { agent, tokens } = await signIn(idp.rp, DEMO_USERS.staff);
    const landing = await signOut(idp.rp, { agent, idToken: tokens.idToken });
    expect(landing.href).toBe(idp.rp.postLogoutRedirectUri);
  });

  it('should sign out by client_id alone, as the gateway does, without asking', async () => {
    const { agent } = await signIn(idp.rp, DEMO_USERS.viewer);
    const landing = await signOut(idp.rp, { agent });
    expect(landing.href).toBe(idp.rp.postLogoutRedirectUri);
    const next = await SignInFlow.start(idp.rp, { agent });
    expect(next.loginPage?.status).toBe(200);
  });

  it('should end the IdP session so the next sign-in shows the form again', async () => {
    const { agent, tokens } = await signIn(idp.rp, DEMO_USERS.staff);
    await signOut(idp.rp, { agent, idToken: tokens.idToken });
    const next = await SignInFlow.start(idp.rp, { agent });
    expect(next.callback).toBeUndefined();
    expect(next.loginPage?.status).toBe(200);
  });

  it('should end the refresh tokens of the session too', async () => {
    const { agent, tokens } = await signIn(idp.rp, DEMO_USERS.viewer);
    await signOut(idp.rp, { agent, idToken: tokens.idToken });
    await expect(refreshTokens(idp.rp, tokens.refreshToken!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('should not ask for confirmation: its page submits itself under the CSP nonce', async () => {
    const { agent, tokens } = await signIn(idp.rp, DEMO_USERS.admin);
    const page = await endSessionPage(agent, tokens.idToken);
    expect(page.status).toBe(200);
    const html = await page.text();
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toMatch(/\.submit\(\)/);
    expect(html).not.toMatch(/stay signed in/i);
    expect(html).toMatch(/<html lang="en">/);
  });

  it('should refuse a post-logout URI that is not registered', async () => {
    const { agent, tokens } = await signIn(idp.rp, DEMO_USERS.admin);
    const url = new URL(`${idp.issuer}/session/end`);
    url.searchParams.set('id_token_hint', tokens.idToken);
    url.searchParams.set('post_logout_redirect_uri', 'http://localhost:9999/elsewhere');
    const response = await agent.request(url);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('post_logout_redirect_uri not registered');
  });
});
