import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accessReader, MAX_ACCESS_CACHE_MS } from '../access-cache.ts';
import { Directory, type DirectorySeedUser } from '../directory.ts';

const staff: DirectorySeedUser = {
  sub: '34f4a88e-d3a3-4e0d-b76d-897e51f0400a',
  username: 'staff',
  name: 'Sam Staff',
  email: 'sam@example.com',
  authorities: ['ROLE_USER', 'READ', 'CREATE'],
  client_NAMES: ['Acme', 'Globex'],
  passwordHash: 'scrypt$hash-s',
};
const actor = { id: 'admin-sub', username: 'admin' };
const at = '2026-11-24T10:00:00.000Z';
const opened: Directory[] = [];
let dir: string | undefined;

function open(file: string): Directory {
  const directory = new Directory(file, [staff]);
  opened.push(directory);
  return directory;
}

afterEach(() => {
  for (const d of opened.splice(0)) d.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const dropCreate = (d: Directory) =>
  d.update(actor, staff.sub, (u) => ({ ...u, privileges: ['READ'] }), at);

describe("the API's read of a user's access", () => {
  it('should read roles, privileges, clients and status from the directory', () => {
    const directory = open(':memory:');
    expect(accessReader(directory).read(staff.sub)).toEqual({
      roles: ['ROLE_USER'],
      privileges: ['READ', 'CREATE'],
      clientNames: ['Acme', 'Globex'],
      active: true,
    });
    expect(accessReader(directory).read('nobody')).toBeUndefined();
  });

  it('should see a change this process made at once, whatever the cache holds', () => {
    const directory = open(':memory:');
    const reader = accessReader(directory, MAX_ACCESS_CACHE_MS, () => 0);
    expect(reader.read(staff.sub)?.privileges).toContain('CREATE');
    dropCreate(directory);
    expect(reader.read(staff.sub)?.privileges).toEqual(['READ']);
  });

  it("should see another process's change once its read is older than the TTL", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'access-cache-'));
    const file = path.join(dir, 'directory.sqlite');
    const api = open(file);
    const other = open(file);
    let clock = 0;
    const reader = accessReader(api, 2000, () => clock);
    expect(reader.read(staff.sub)?.privileges).toContain('CREATE');
    dropCreate(other);
    clock = 1999;
    expect(reader.read(staff.sub)?.privileges).toContain('CREATE');
    clock = 2000;
    expect(reader.read(staff.sub)?.privileges).toEqual(['READ']);
  });

  it('should read the directory on every call with a TTL of 0, and refuse a TTL above the bound', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'access-cache-'));
    const file = path.join(dir, 'directory.sqlite');
    const api = open(file);
    const other = open(file);
    const reader = accessReader(api, 0, () => 0);
    expect(reader.read(staff.sub)?.active).toBe(true);
    other.update(actor, staff.sub, (u) => ({ ...u, active: false }), at);
    expect(reader.read(staff.sub)?.active).toBe(false);
    expect(() => accessReader(api, MAX_ACCESS_CACHE_MS + 1)).toThrow(RangeError);
  });
});
