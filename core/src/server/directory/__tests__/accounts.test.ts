import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../testing/demo-users.ts';
import { createUserDirectory, DEMO_USERS_FILE, loadUsers, usersFileSchema } from '../accounts.ts';
import { hashPassword, isPasswordHash, verifyPassword } from '../password.ts';

const usersFile = DEMO_USERS_FILE;

describe('passwords', () => {
  it('should verify a password against its salted scrypt hash', async () => {
    const hash = await hashPassword('correct horse');
    expect(isPasswordHash(hash)).toBe(true);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horsE', hash)).resolves.toBe(false);
  });

  it('should salt every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('should treat a malformed hash as no match', async () => {
    await expect(verifyPassword('x', 'plain-text-password')).resolves.toBe(false);
  });
});

describe('demo users', () => {
  it('should ship a users file that passes its schema and stores no plain passwords', async () => {
    const raw = JSON.parse(await readFile(usersFile, 'utf8')) as { users: object[] };
    const parsed = usersFileSchema.parse(raw);
    expect(parsed.users.map((u) => u.username)).toEqual(['admin', 'staff', 'viewer']);
    for (const user of parsed.users) expect(user.passwordHash).toMatch(/^scrypt\$/);
    for (const user of raw.users) expect(user).not.toHaveProperty('password');
  });

  it.each([
    ['admin', 'Ada Admin', ['ROLE_ADMIN', 'READ', 'CREATE', 'DELETE', 'UPDATE'], []],
    ['staff', 'Sam Staff', ['ROLE_USER', 'READ', 'CREATE', 'UPDATE'], []],
    [
      'viewer',
      'Val Viewer',
      ['ROLE_USER', 'READ'],
      ['Northwind Teachers Retirement System', 'Bluestone Capital Partners LP'],
    ],
  ] as const)(
    'should sign in %s as %s with the documented authorities and clients',
    async (username, name, authorities, clients) => {
      const users = await loadUsers(usersFile);
      const user = await users.verifyCredentials(username, DEMO_USERS[username].password);
      expect(user).toMatchObject({ username, name, authorities, client_NAMES: clients });
      expect(user?.sub).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(user).not.toHaveProperty('passwordHash');
    },
  );

  it('should refuse a wrong password and an unknown username alike', async () => {
    const users = await loadUsers(usersFile);
    await expect(users.verifyCredentials('admin', 'staff')).resolves.toBeUndefined();
    await expect(users.verifyCredentials('nobody', 'admin')).resolves.toBeUndefined();
  });

  it('should find a user by subject', async () => {
    const users = await loadUsers(usersFile);
    const [admin] = users.list();
    expect(users.findBySub(admin!.sub)?.username).toBe('admin');
    expect(users.findBySub('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('should refuse a users file with duplicate usernames', async () => {
    const record = {
      sub: '00000000-0000-4000-8000-000000000001',
      username: 'Twin',
      name: 'Twin',
      email: 'twin@example.com',
      authorities: [],
      client_NAMES: [],
      passwordHash: await hashPassword('x'),
    };
    const result = usersFileSchema.safeParse({
      users: [record, { ...record, sub: '00000000-0000-4000-8000-000000000002', username: 'twin' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['users', 1, 'username']);
  });

  it('should refuse a plain-text password in place of a hash', () => {
    expect(() =>
      createUserDirectory(
        usersFileSchema.parse({
          users: [
            {
              sub: '00000000-0000-4000-8000-000000000001',
              username: 'u',
              name: 'U',
              email: 'u@example.com',
              authorities: [],
              client_NAMES: [],
              passwordHash: 'hunter2',
            },
          ],
        }).users,
      ),
    ).toThrow(/hash-password/);
  });
});
