import type { SessionUser } from '@backoffice/core';
import { describe, expect, it } from 'vitest';
import { topLinks } from '../layout/header-links.ts';

const user = (privileges: string[]): SessionUser => ({
  userId: 'u',
  username: 'someone',
  displayName: 'Someone',
  roles: ['ROLE_USER'],
  privileges,
  clientNames: [],
  isAdmin: false,
});
const labels = (u: SessionUser) => topLinks(u).map((l) => l.label);

describe("the header's shortcuts", () => {
  it('should offer CREATE NEW CASE only to users the API lets create cases', () => {
    expect(labels(user(['READ', 'CREATE']))).toEqual([
      'HOME',
      'LOSS CALCULATOR',
      'CREATE NEW CASE',
    ]);
    expect(labels(user(['READ']))).toEqual(['HOME', 'LOSS CALCULATOR']);
  });
});
