import { describe, expect, it } from 'vitest';
import {
  SELF_LOCKOUT,
  auditActionOf,
  auditDiff,
  inCatalogueOrder,
  selfLockOutRefusal,
  unknownClientNames,
  type UserSnapshot,
} from '../user-admin.ts';

const ada: UserSnapshot = {
  username: 'admin',
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  roles: ['ROLE_ADMIN'],
  privileges: ['READ', 'CREATE'],
  clientNames: [],
  active: true,
};

describe('self lock-out', () => {
  it('should refuse an administrator removing their own admin role', () => {
    expect(selfLockOutRefusal('u1', 'u1', { roles: ['ROLE_USER'] })).toEqual({
      field: 'roles',
      message: SELF_LOCKOUT.removeAdmin,
    });
    expect(selfLockOutRefusal('u1', 'u1', { roles: [] })?.field).toBe('roles');
  });

  it('should refuse an administrator deactivating or deleting themselves', () => {
    expect(selfLockOutRefusal('u1', 'u1', { active: false })?.message).toBe(
      SELF_LOCKOUT.deactivate,
    );
    expect(selfLockOutRefusal('u1', 'u1', 'delete')?.message).toBe(SELF_LOCKOUT.remove);
  });

  it('should let an administrator change their own privileges and keep their admin role', () => {
    expect(selfLockOutRefusal('u1', 'u1', { roles: ['ROLE_ADMIN', 'ROLE_USER'] })).toBeNull();
    expect(selfLockOutRefusal('u1', 'u1', { active: true })).toBeNull();
    expect(selfLockOutRefusal('u1', 'u1', {})).toBeNull();
  });

  it('should let an administrator demote, deactivate or delete someone else', () => {
    expect(selfLockOutRefusal('u1', 'u2', { roles: [], active: false })).toBeNull();
    expect(selfLockOutRefusal('u1', 'u2', 'delete')).toBeNull();
  });
});

describe('client scope and catalogue order', () => {
  it('should name the clients that do not exist, once each', () => {
    const existing = new Set(['Acme', 'Bluestone']);
    expect(unknownClientNames(['Acme', 'Nope', 'Nope', 'Zed'], existing)).toEqual(['Nope', 'Zed']);
    expect(unknownClientNames(['Acme'], existing)).toEqual([]);
  });

  it('should keep privileges in catalogue order without repeats or strangers', () => {
    const catalogue = ['READ', 'CREATE', 'UPDATE', 'DELETE'] as const;
    expect(inCatalogueOrder(catalogue, ['DELETE', 'READ', 'READ', 'OTHER'])).toEqual([
      'READ',
      'DELETE',
    ]);
  });
});

describe('audit entries', () => {
  it('should name a change for what it did', () => {
    expect(auditActionOf(null, ada)).toBe('created');
    expect(auditActionOf(ada, null)).toBe('deleted');
    expect(auditActionOf(ada, { ...ada, active: false })).toBe('deactivated');
    expect(auditActionOf({ ...ada, active: false }, ada)).toBe('reactivated');
    expect(auditActionOf(ada, { ...ada, privileges: ['READ'] })).toBe('updated');
  });

  it('should list only the fields that changed, as text', () => {
    expect(auditDiff(ada, { ...ada, privileges: ['READ'], clientNames: ['Acme'] })).toEqual([
      { field: 'privileges', before: 'READ, CREATE', after: 'READ' },
      { field: 'clientNames', before: '(none)', after: 'Acme' },
    ]);
    expect(auditDiff(ada, ada)).toEqual([]);
    expect(auditDiff(null, ada).map((c) => c.field)).toContain('username');
    expect(auditDiff(ada, null).find((c) => c.field === 'active')).toEqual({
      field: 'active',
      before: 'true',
      after: '—',
    });
  });
});
