import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@backoffice/core/testing';
import { SignInFlow, startIdp, type RunningIdp } from '../testing/index.ts';

let idp: RunningIdp;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(() => idp.close());

async function tryCredentials(username: string, password: string) {
  const flow = await SignInFlow.start(idp.rp);
  const result = await flow.submit({ username, password });
  if (result.signedIn) throw new Error('expected the sign-in to be refused');
  return { flow, result };
}

describe('refused sign-in', () => {
  it('should answer a wrong password with 401 and the form again', async () => {
    const { result } = await tryCredentials('admin', 'not-the-password');
    expect(result.status).toBe(401);
    expect(result.html).toContain('Invalid username or password');
    expect(result.html).toMatch(/<div class="error" id="login-error" role="alert">/);
    // Both fields point at the message, so a screen reader reads it with the field.
    expect(result.html).toMatch(/name="username"[^>]*aria-describedby="login-error"/);
    expect(result.html).toMatch(/name="password"[^>]*aria-describedby="login-error"/);
    expect(result.html).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('should keep the typed username so only the password needs retyping', async () => {
    const { result } = await tryCredentials('admin', 'not-the-password');
    expect(result.html).toMatch(/name="username"[^>]*value="admin"/);
    expect(result.html).toMatch(/name="password"(?![^>]*value=)/);
  });

  it('should answer an unknown username exactly as a wrong password', async () => {
    const wrongPassword = await tryCredentials('staff', 'not-the-password');
    const wrongUsername = await tryCredentials('nobody', 'staff');
    expect(wrongUsername.result.status).toBe(wrongPassword.result.status);
    const normalise = (html: string) =>
      html
        .replace(/value="[^"]*"/, 'value=""')
        .replace(/nonce(="|-)[^"']+/g, 'nonce')
        .replace(/\/interaction\/[^/"]+/g, '/interaction/uid');
    expect(normalise(wrongUsername.result.html)).toBe(normalise(wrongPassword.result.html));
  });

  it('should escape what was typed when showing it again', async () => {
    const { result } = await tryCredentials('"><script>alert(1)</script>', 'x');
    expect(result.html).not.toContain('<script>alert(1)</script>');
    expect(result.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('should let the user sign in after a wrong attempt', async () => {
    const { flow } = await tryCredentials('viewer', 'wrong');
    const result = await flow.submit(DEMO_USERS.viewer);
    expect(result.signedIn).toBe(true);
    await expect(flow.exchange()).resolves.toMatchObject({ tokenType: 'Bearer' });
  });

  it('should accept the username in another case', async () => {
    const flow = await SignInFlow.start(idp.rp);
    const result = await flow.submit({ username: ' Admin ', password: 'admin' });
    expect(result.signedIn).toBe(true);
  });

  it('should refuse a login post that has no interaction cookie', async () => {
    const flow = await SignInFlow.start(idp.rp);
    const response = await fetch(flow.loginPage!.form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(DEMO_USERS.admin),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });
});
