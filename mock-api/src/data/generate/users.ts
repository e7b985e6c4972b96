/**
 * The users the admin panel manages: the demo users of the sign-in file first (same subject,
 * name, authorities and clients), then generated staff.
 */
import type { Faker } from '@faker-js/faker';
import type { Privilege, Role, User } from '@backoffice/core/api';
import { PRIVILEGES, ROLES } from '@backoffice/core/api';
import type { Rng } from './rng.ts';

/** A user as the sign-in file describes it (the claims, without the password hash). */
export interface DirectoryUser {
  sub: string;
  username: string;
  name: string;
  email: string;
  authorities: string[];
  client_NAMES: string[];
}

const isRole = (a: string): a is Role => (ROLES as readonly string[]).includes(a);
const isPrivilege = (a: string): a is Privilege => (PRIVILEGES as readonly string[]).includes(a);

export function userFromDirectory(d: DirectoryUser, stamp: string): User {
  return {
    id: d.sub,
    username: d.username,
    displayName: d.name,
    email: d.email,
    roles: d.authorities.filter(isRole),
    privileges: d.authorities.filter(isPrivilege),
    clientNames: d.client_NAMES,
    active: true,
    lastLoginAt: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

export function generateUsers(
  rng: Rng,
  faker: Faker,
  demo: readonly DirectoryUser[],
  count: number,
  stamp: string,
): User[] {
  const users = demo.map((d) => userFromDirectory(d, stamp));
  const taken = new Set(users.map((u) => u.username));
  for (let i = 1; users.length < demo.length + count; i += 1) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const username = `${first.charAt(0)}${last}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (username.length < 2 || taken.has(username)) continue;
    taken.add(username);
    const admin = rng.chance(0.1);
    users.push({
      id: `US-${String(i).padStart(4, '0')}`,
      username,
      displayName: `${first} ${last}`,
      email: `${username}@backoffice.example.com`,
      roles: [admin ? 'ROLE_ADMIN' : 'ROLE_USER'],
      privileges: admin
        ? [...PRIVILEGES]
        : rng.pick([['READ'], ['READ', 'CREATE', 'UPDATE']] as Privilege[][]),
      clientNames: [],
      active: rng.chance(0.9),
      lastLoginAt: null,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  return users;
}
