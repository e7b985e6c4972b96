/**
 * The demo users: loaded from a JSON file (idp/data/users.json by default), checked once at
 * start, and looked up by subject or by credentials. Claims use the names the gateway and the
 * API read (see @backoffice/core session-user.ts): sub, username, name, email, authorities,
 * client_NAMES.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { isPasswordHash, verifyPassword } from './password.ts';

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

export interface UserDirectory {
  findBySub(sub: string): UserClaims | undefined;
  /** The user, or undefined when the username is unknown or the password wrong (no telling which). */
  verifyCredentials(username: string, password: string): Promise<UserClaims | undefined>;
  list(): UserClaims[];
}

/**
 * Checked against an unknown username so that a wrong username costs as much time as a wrong
 * password and response times do not reveal which usernames exist. No password matches it.
 */
const DECOY_HASH =
  'scrypt$16384$8$1$Q63fSVeFNvGOQf9awyvaUw$XZiwnTIdJgBrENAyYYEBJ4cMl1-srh1pMU6asZhItZ0';

/** Usernames are matched as people type them, ignoring case and surrounding spaces. */
function normalise(username: string): string {
  return username.trim().toLowerCase();
}

export function claimsOf(user: UserRecord): UserClaims {
  const { sub, username, name, email, authorities, client_NAMES } = user;
  return {
    sub,
    username,
    name,
    email,
    authorities: [...authorities],
    client_NAMES: [...client_NAMES],
  };
}

export function createUserDirectory(records: readonly UserRecord[]): UserDirectory {
  const bySub = new Map(records.map((user) => [user.sub, user]));
  const byUsername = new Map(records.map((user) => [normalise(user.username), user]));
  return {
    findBySub(sub) {
      const user = bySub.get(sub);
      return user && claimsOf(user);
    },
    async verifyCredentials(username, password) {
      const user = byUsername.get(normalise(username));
      const valid = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH);
      return valid && user ? claimsOf(user) : undefined;
    },
    list: () => records.map(claimsOf),
  };
}

export class UsersFileError extends Error {
  override name = 'UsersFileError';
}

export async function loadUsers(file: string): Promise<UserDirectory> {
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
  return createUserDirectory(parsed.data.users);
}
