import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Directory, UsernameTakenError, type DirectorySeedUser } from '../directory.ts';

const seed: DirectorySeedUser[] = [
  {
    sub: '5cb517e7-e3cf-47db-8339-3917363f270d',
    username: 'admin',
    name: 'Ada Admin',
    email: 'ada@example.com',
    authorities: ['ROLE_ADMIN', 'READ', 'CREATE'],
    client_NAMES: [],
    passwordHash: 'scrypt$hash-a',
  },
  {
    sub: '34f4a88e-d3a3-4e0d-b76d-897e51f0400a',
    username: 'staff',
    name: 'Sam Staff',
    email: 'sam@example.com',
    authorities: ['ROLE_USER', 'READ', 'CREATE', 'UPDATE'],
    client_NAMES: ['Acme'],
    passwordHash: 'scrypt$hash-s',
  },
];
const actor = { id: seed[0]!.sub, username: 'admin' };
const at = '2026-11-24T10:00:00.000Z';
const opened: Directory[] = [];
const dirs: string[] = [];

function open(file = ':memory:'): Directory {
  const directory = new Directory(file, seed);
  opened.push(directory);
  return directory;
}

function tempFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'directory-'));
  dirs.push(dir);
  return path.join(dir, 'directory.sqlite');
}

afterEach(() => {
  for (const d of opened.splice(0)) d.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the directory', () => {
  it('should seed an empty directory once, splitting roles from privileges', () => {
    const file = tempFile();
    const first = open(file);
    first.update(actor, seed[1]!.sub, (u) => ({ ...u, privileges: ['READ'] }), at);
    const second = open(file);
    expect(second.list().map((u) => u.username)).toEqual(['admin', 'staff']);
    expect(second.get(seed[1]!.sub)).toMatchObject({
      roles: ['ROLE_USER'],
      privileges: ['READ'],
      clientNames: ['Acme'],
      active: true,
    });
  });

  it('should show one process the changes another made, at once', () => {
    const file = tempFile();
    const api = open(file);
    const idp = open(file);
    expect(idp.isActive(seed[1]!.sub)).toBe(true);
    api.update(actor, seed[1]!.sub, (u) => ({ ...u, active: false }), at);
    expect(idp.isActive(seed[1]!.sub)).toBe(false);
    expect(idp.isActive('nobody')).toBeUndefined();
  });

  it('should record who changed what, when, before and after, newest first', () => {
    const directory = open();
    directory.update(actor, seed[1]!.sub, (u) => ({ ...u, privileges: ['READ'] }), at);
    directory.update(actor, seed[1]!.sub, (u) => ({ ...u, active: false }), at);
    const [last, first] = directory.auditLog();
    expect(first).toMatchObject({
      actorId: actor.id,
      actorUsername: 'admin',
      username: 'staff',
      action: 'updated',
      at,
    });
    expect(first!.before?.privileges).toEqual(['READ', 'CREATE', 'UPDATE']);
    expect(first!.after?.privileges).toEqual(['READ']);
    expect(last!.action).toBe('deactivated');
  });

  it('should refuse a taken username whatever its case, and write nothing', () => {
    const directory = open();
    const user = {
      id: 'new-sub',
      username: 'Staff',
      displayName: 'Other',
      email: 'o@example.com',
      roles: [],
      privileges: ['READ'],
      clientNames: [],
      active: true,
      passwordHash: 'scrypt$x',
    };
    expect(() => directory.create(actor, user, at)).toThrow(UsernameTakenError);
    expect(directory.list()).toHaveLength(2);
    expect(directory.auditLog()).toHaveLength(0);
  });

  it('should keep the password hash out of users and audit entries', () => {
    const directory = open();
    directory.create(
      actor,
      {
        id: 'new-sub',
        username: 'newbie',
        displayName: 'New Bie',
        email: 'n@example.com',
        roles: ['ROLE_USER'],
        privileges: ['READ'],
        clientNames: [],
        active: true,
        passwordHash: 'scrypt$secret-hash',
      },
      at,
    );
    expect(JSON.stringify(directory.list())).not.toContain('secret-hash');
    expect(JSON.stringify(directory.auditLog())).not.toContain('secret-hash');
    expect(directory.passwordHashOf(' NEWBIE ')).toBe('scrypt$secret-hash');
  });
});

describe('the directory file', () => {
  it('should be readable by its owner only: it holds password hashes', () => {
    const file = tempFile();
    open(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
