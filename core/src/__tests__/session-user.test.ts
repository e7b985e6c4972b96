import { describe, expect, it } from 'vitest';
import { isAdmin, sessionUserFromClaims, stringList } from '../session-user.ts';

describe('sessionUserFromClaims', () => {
  it('should split authorities into roles (ROLE_*) and privileges', () => {
    const user = sessionUserFromClaims({
      sub: 'u-1',
      username: 'admin',
      name: 'Ada Admin',
      authorities: ['ROLE_ADMIN', 'READ', 'CREATE', 'DELETE', 'UPDATE'],
      client_NAMES: [],
    });
    expect(user).toEqual({
      userId: 'u-1',
      username: 'admin',
      displayName: 'Ada Admin',
      roles: ['ROLE_ADMIN'],
      privileges: ['READ', 'CREATE', 'DELETE', 'UPDATE'],
      clientNames: [],
      isAdmin: true,
    });
  });

  it('should take the username from name when the IdP sends no username claim', () => {
    const user = sessionUserFromClaims({
      sub: 'u-2',
      name: 'Sam Staff',
      authorities: 'ROLE_USER,READ',
    });
    expect(user.username).toBe('Sam Staff');
    expect(user.roles).toEqual(['ROLE_USER']);
    expect(user.privileges).toEqual(['READ']);
    expect(user.isAdmin).toBe(false);
  });

  it('should read client_NAMES', () => {
    const user = sessionUserFromClaims({
      sub: 'v',
      client_NAMES: ['Acme Pension', 'Borealis Fund'],
    });
    expect(user.clientNames).toEqual(['Acme Pension', 'Borealis Fund']);
  });

  it('should follow a custom claim mapping', () => {
    const user = sessionUserFromClaims(
      { oid: 'x-9', upn: 'jdoe', display: 'J. Doe', groups: ['ROLE_ADMIN'], tenants: ['T'] },
      {
        userId: 'oid',
        username: ['upn'],
        displayName: ['display'],
        authorities: 'groups',
        clientNames: 'tenants',
      },
    );
    expect(user).toMatchObject({
      userId: 'x-9',
      username: 'jdoe',
      displayName: 'J. Doe',
      isAdmin: true,
    });
    expect(user.clientNames).toEqual(['T']);
  });

  it('should refuse claims without a subject', () => {
    expect(() => sessionUserFromClaims({ username: 'nobody' })).toThrow(/'sub' claim/);
  });
});

describe('isAdmin', () => {
  it('should be false when there is no user', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('stringList', () => {
  it('should ignore values that are not strings', () => {
    expect(stringList(['A', 3, null, 'B'])).toEqual(['A', 'B']);
    expect(stringList(undefined)).toEqual([]);
  });
});
