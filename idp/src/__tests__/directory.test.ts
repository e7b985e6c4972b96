/**
 * The IdP issues claims from the shared directory at each sign-in: a change another process
 * (the admin API) writes to the directory file shows in the next sign-in's tokens, and a
 * deactivated user is refused with a message saying so.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Directory, hashPassword } from '@backoffice/core/server';
import { ACCOUNT_DEACTIVATED } from '../login-page.ts';
import { DEMO_USERS } from '@backoffice/core/testing';
import { signIn, SignInFlow, startIdp, type RunningIdp } from '../testing/index.ts';

let dir: string;
let idp: RunningIdp;
let admin: Directory;
const actor = { id: 'test-admin', username: 'tester' };
const at = () => new Date().toISOString();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'idp-directory-'));
  const file = path.join(dir, 'directory.sqlite');
  idp = await startIdp({ DIRECTORY_FILE: file });
  // Another process's view of the same file, as the admin API has it.
  admin = new Directory(file);
});
afterAll(async () => {
  admin.close();
  await idp.close();
  await rm(dir, { recursive: true, force: true });
});

const staffId = () => admin.findByUsername('staff')!.id;

// Each test signs in through the real form (scrypt, a code round trip): slow on a busy machine.
describe('claims from the directory', { timeout: 20_000 }, () => {
  it('should seed the directory from the users file on first start', () => {
    expect(admin.list().map((u) => u.username)).toEqual(['admin', 'staff', 'viewer']);
  });

  it('should issue the privileges and clients the directory has at the next sign-in', async () => {
    admin.update(
      actor,
      staffId(),
      (u) => ({ ...u, privileges: ['READ'], clientNames: ['Bluestone Capital Partners LP'] }),
      at(),
    );
    const { idTokenClaims, accessTokenClaims } = await signIn(idp.rp, DEMO_USERS.staff);
    expect(idTokenClaims.authorities).toEqual(['ROLE_USER', 'READ']);
    expect(accessTokenClaims.authorities).toEqual(['ROLE_USER', 'READ']);
    expect(accessTokenClaims.client_NAMES).toEqual(['Bluestone Capital Partners LP']);
    expect(admin.findByUsername('staff')!.lastLoginAt).not.toBeNull();
    admin.update(
      actor,
      staffId(),
      (u) => ({ ...u, privileges: ['READ', 'CREATE', 'UPDATE'], clientNames: [] }),
      at(),
    );
  });

  it('should sign in a user the directory gained after the IdP started', async () => {
    admin.create(
      actor,
      {
        id: '11111111-2222-4333-8444-555555555555',
        username: 'late.joiner',
        displayName: 'Late Joiner',
        email: 'late@example.com',
        roles: ['ROLE_USER'],
        privileges: ['READ'],
        clientNames: [],
        active: true,
        passwordHash: await hashPassword('joined late'),
      },
      at(),
    );
    const { idTokenClaims } = await signIn(idp.rp, {
      username: 'late.joiner',
      password: 'joined late',
    });
    expect(idTokenClaims).toMatchObject({ username: 'late.joiner', name: 'Late Joiner' });
  });

  it('should refuse a deactivated user with a message saying so, and sign them in once reactivated', async () => {
    admin.update(actor, staffId(), (u) => ({ ...u, active: false }), at());
    const flow = await SignInFlow.start(idp.rp);
    const result = await flow.submit(DEMO_USERS.staff);
    expect(result.signedIn).toBe(false);
    if (result.signedIn) return;
    expect(result.status).toBe(403);
    expect(result.html).toContain(ACCOUNT_DEACTIVATED.replace(/'/g, '&#39;'));
    // A wrong password says nothing about the account.
    const wrong = await (
      await SignInFlow.start(idp.rp)
    ).submit({
      username: 'staff',
      password: 'nope',
    });
    expect(wrong.signedIn || wrong.html.includes('deactivated')).toBe(false);

    admin.update(actor, staffId(), (u) => ({ ...u, active: true }), at());
    const { idTokenClaims } = await signIn(idp.rp, DEMO_USERS.staff);
    expect(idTokenClaims.username).toBe('staff');
  });
});
