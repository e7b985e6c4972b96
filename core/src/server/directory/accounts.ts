/**
 * The directory's accounts, as the IdP signs them in and the API's form sign-in checks them: the
 * shared directory (a SQLite file the admin API edits), seeded on first open from a users file
 * (the demo users, demo-users.json, by default) and read at every sign-in, looked up by subject
 * or by credentials. Claims use the names the gateway and the
 * API read (see @backoffice/core session-user.ts): sub, username, name, email, authorities,
 * client_NAMES.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { Directory, normaliseUsername, type DirectoryUser } from './directory.ts';
import { isPasswordHash, verifyPassword } from './password.ts';

/** The demo users (scrypt hashes only; their passwords are in idp/README.md), shipped with core. */
export const DEMO_USERS_FILE = fileURLToPath(new URL('demo-users.json', import.meta.url));

export const userRecordSchema = z.object({
  /** Stable: tokens, sessions and the API's records refer to the user by it. */
  sub: z.uuid(),
  username: z.string().trim().min(1),
  name: z.string().min(1),
  email: z.email(),
  authorities: z.array(z.string().min(1)),
  /** The clients whose data the user may see; empty means no such restriction. */
  client_NAMES: z.array(z.string().min(1)),
  passwordHash: z.string().refine(isPasswordHash, {
    error: 'expected a hash printed by `npm run -w idp hash-password`',
  }),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const usersFileSchema = z
  .object({ users: z.array(userRecordSchema).min(1) })
  .superRefine(({ users }, ctx) => {
    const seen = { sub: new Set<string>(), username: new Set<string>() };
    users.forEach((user, index) => {
      for (const [field, value] of [
        ['sub', user.sub],
        ['username', normalise(user.username)],
      ] as const) {
        if (seen[field].has(value)) {
          ctx.addIssue({ code: 'custom', path: ['users', index, field], message: 'duplicate' });
        }
        seen[field].add(value);
      }
    });
  });

/** What the tokens and userinfo say about a user. Never the password hash. */
export interface UserClaims {
  sub: string;
  username: string;
  name: string;
  email: string;
  authorities: string[];
  client_NAMES: string[];
}

export type SignInResult =
  | { status: 'ok'; user: UserClaims }
  | { status: 'invalid' }
  | { status: 'deactivated'; user: UserClaims };

/** What sign-in needs of the directory: only active users are found or signed in. */
export interface UserDirectory {
  findBySub(sub: string): UserClaims | undefined;
  /** The user, or undefined when the username is unknown or the password wrong (no telling which). */
  verifyCredentials(username: string, password: string): Promise<UserClaims | undefined>;
  /** Like verifyCredentials, but says when the right password belongs to a deactivated user. */
  signIn(username: string, password: string): Promise<SignInResult>;
  list(): UserClaims[];
}

/** The sign-in view of the directory, with the directory itself for the admin API. */
export interface AccountDirectory extends UserDirectory {
  directory: Directory;
}

/**
 * Checked against an unknown username so that a wrong username costs as much time as a wrong
 * password and response times do not reveal which usernames exist. No password matches it.
 */
const DECOY_HASH =
  'scrypt$16384$8$1$Q63fSVeFNvGOQf9awyvaUw$XZiwnTIdJgBrENAyYYEBJ4cMl1-srh1pMU6asZhItZ0';

/** Usernames are matched as people type them, ignoring case and surrounding spaces. */
const normalise = normaliseUsername;

export function claimsOf(user: DirectoryUser): UserClaims {
  return {
    sub: user.id,
    username: user.username,
    name: user.displayName,
    email: user.email,
    authorities: [...user.roles, ...user.privileges],
    client_NAMES: [...user.clientNames],
  };
}

/** Reads the directory at each call, so an administrator's change counts from the next sign-in. */
export function accountsOf(directory: Directory): AccountDirectory {
  const signIn = async (username: string, password: string): Promise<SignInResult> => {
    const hash = directory.passwordHashOf(username);
    const valid = await verifyPassword(password, hash ?? DECOY_HASH);
    const user = valid ? directory.findByUsername(username) : undefined;
    if (!user) return { status: 'invalid' };
    if (!user.active) return { status: 'deactivated', user: claimsOf(user) };
    directory.recordSignIn(user.id, new Date().toISOString());
    return { status: 'ok', user: claimsOf(user) };
  };
  return {
    directory,
    findBySub(sub) {
      const user = directory.get(sub);
      return user?.active ? claimsOf(user) : undefined;
    },
    signIn,
    async verifyCredentials(username, password) {
      const result = await signIn(username, password);
      return result.status === 'ok' ? result.user : undefined;
    },
    list: () => directory.list().map(claimsOf),
  };
}

/** A private directory (in memory) holding these users: tests and the users file's own checks. */
export function createUserDirectory(records: readonly UserRecord[]): AccountDirectory {
  return accountsOf(new Directory(':memory:', records));
}

export class UsersFileError extends Error {
  override name = 'UsersFileError';
}

/** The users of a users file, validated (the seed of a new directory). */
export async function readUsersFile(file: string): Promise<UserRecord[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    const reason = err instanceof SyntaxError ? 'not valid JSON' : (err as Error).message;
    throw new UsersFileError(`IDP_USERS_FILE ${file}: ${reason}`);
  }
  const parsed = usersFileSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new UsersFileError(`IDP_USERS_FILE ${file}: ${issues}`);
  }
  return parsed.data.users;
}

/** The users file's users in a private directory of their own (tests, benches). */
export async function loadUsers(file: string): Promise<AccountDirectory> {
  return createUserDirectory(await readUsersFile(file));
}

/**
 * The shared directory in `directoryFile`, seeded from the users file when it is new. The users
 * file is read and checked on every start, so a broken one is reported even when not needed.
 */
export async function openUserDirectory(
  directoryFile: string,
  seedFile: string,
): Promise<AccountDirectory> {
  return accountsOf(new Directory(directoryFile, await readUsersFile(seedFile)));
}
