import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, type DemoUser } from '@backoffice/core/testing';
import { signIn, SignInFlow, startIdp, type RunningIdp } from '../testing/index.ts';

let idp: RunningIdp;
let subs: Record<string, string>;
beforeAll(async () => {
  idp = await startIdp();
  const file = JSON.parse(await readFile(idp.config.usersFile, 'utf8')) as {
    users: { username: string; sub: string }[];
  };
  subs = Object.fromEntries(file.users.map((u) => [u.username, u.sub]));
});
afterAll(() => idp.close());

describe('sign-in', () => {
  it.each(Object.keys(DEMO_USERS) as DemoUser[])(
    'should sign %s in through the login form with a code and PKCE round trip',
    async (name) => {
      const { tokens, idTokenClaims, accessTokenClaims } = await signIn(idp.rp, DEMO_USERS[name]);
      expect(tokens.tokenType).toBe('Bearer');
      expect(tokens.refreshToken).toEqual(expect.any(String));
      expect(idTokenClaims.sub).toBe(subs[name]);
      expect(idTokenClaims.username).toBe(name);
      expect(accessTokenClaims.sub).toBe(subs[name]);
    },
  );

  it('should show a Back Office sign-in form with labelled, autocompleting fields', async () => {
    const flow = await SignInFlow.start(idp.rp);
    const page = flow.loginPage!;
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="en">/);
    expect(page.html).toMatch(/<header class="topbar">[\s\S]*Back Office[\s\S]*<\/header>/);
    expect(page.html).toMatch(/<main>[\s\S]*<h1>Sign in to Back Office<\/h1>/);
    expect(page.html).toMatch(/<label for="username">Username<\/label>/);
    expect(page.html).toMatch(/<input id="username" name="username"[^>]*autocomplete="username"/);
    expect(page.html).toMatch(/<label for="password">Password<\/label>/);
    expect(page.html).toMatch(
      /<input id="password" name="password" type="password"[^>]*autocomplete="current-password"/,
    );
    expect(page.html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page.form.method).toBe('post');
  });

  it('should serve the form under a strict nonce-based Content Security Policy', async () => {
    const flow = await SignInFlow.start(idp.rp);
    const { headers, html } = flow.loginPage!;
    const csp = headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(/<script(?![^>]*nonce=)/);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('should set only its own idp_ cookies, never the gateway cookie names', async () => {
    const { agent } = await signIn(idp.rp, DEMO_USERS.staff);
    const names = agent.jar.names('localhost');
    expect(names).toContain('idp_session');
    for (const name of names) expect(name).toMatch(/^idp_/);
  });

  it('should skip the form while the IdP session lasts', async () => {
    const { agent } = await signIn(idp.rp, DEMO_USERS.admin);
    const again = await SignInFlow.start(idp.rp, { agent });
    expect(again.loginPage).toBeUndefined();
    expect(again.callback?.searchParams.get('code')).toEqual(expect.any(String));
  });

  async function authorizeWith(extra: Record<string, string>): Promise<URL> {
    const url = new URL(`${idp.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: idp.rp.clientId,
      redirect_uri: idp.rp.redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: 'abc',
      ...extra,
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    return new URL(response.headers.get('location') ?? '', idp.issuer);
  }

  it('should refuse an authorization request without PKCE', async () => {
    const location = await authorizeWith({});
    expect(location.href.startsWith(idp.rp.redirectUri)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('should refuse the plain PKCE method', async () => {
    const location = await authorizeWith({
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('should refuse the implicit flow', async () => {
    const location = await authorizeWith({ response_type: 'id_token', nonce: 'n' });
    // Errors for implicit requests travel in the fragment.
    const params = new URLSearchParams(location.hash.slice(1));
    expect(params.get('error')).toBe('unsupported_response_type');
  });

  it('should refuse a redirect URI that is not registered', async () => {
    const flow = SignInFlow.start({ ...idp.rp, redirectUri: 'http://localhost:9999/evil' });
    await expect(flow).rejects.toThrow(/sign-in form/);
  });
});
