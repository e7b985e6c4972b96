/**
 * The directory of users: one SQLite file (node:sqlite, WAL) that the admin API edits and the
 * identity provider reads at every sign-in, as a company's IdP reads its directory. Holds each
 * user's profile, roles, privileges, client scope, status and password hash, and the audit log
 * of every change, written in the same transaction as the change itself.
 *
 * Several processes open the same file (the IdP and the API): SQLite's locking keeps them
 * consistent, and busy_timeout makes a writer wait for another rather than fail.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { auditActionOf, type UserAuditAction, type UserSnapshot } from '../../domain/user-admin.ts';
import { SCHEMA } from './schema.ts';

export interface DirectoryUser extends UserSnapshot {
  /** The identity provider's subject (`sub`): tokens and records refer to the user by it. */
  id: string;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A user as the identity provider's users file has them, to seed an empty directory. */
export interface DirectorySeedUser {
  sub: string;
  username: string;
  name: string;
  email: string;
  authorities: string[];
  client_NAMES: string[];
  passwordHash: string;
}

/** What decides a user's access on each API call: roles, privileges, client scope, status. */
export interface DirectoryAccess {
  roles: string[];
  privileges: string[];
  clientNames: string[];
  active: boolean;
}

export interface Actor {
  id: string;
  username: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorId: string;
  actorUsername: string;
  userId: string;
  username: string;
  action: UserAuditAction;
  before: UserSnapshot | null;
  after: UserSnapshot | null;
}

interface UserRow {
  sub: string;
  username: string;
  name: string;
  email: string;
  roles: string;
  privileges: string;
  client_names: string;
  active: number;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

interface AuditRow {
  id: number;
  at: string;
  actor_sub: string;
  actor_username: string;
  user_sub: string;
  username: string;
  action: string;
  before: string | null;
  after: string | null;
}

const USER_COLUMNS =
  'sub, username, name, email, roles, privileges, client_names, active, last_login_at, created_at, updated_at';

function userOf(row: UserRow): DirectoryUser {
  return {
    id: row.sub,
    username: row.username,
    displayName: row.name,
    email: row.email,
    roles: JSON.parse(row.roles) as string[],
    privileges: JSON.parse(row.privileges) as string[],
    clientNames: JSON.parse(row.client_names) as string[],
    active: row.active === 1,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function snapshotOf(user: UserSnapshot): UserSnapshot {
  const { username, displayName, email, roles, privileges, clientNames, active } = user;
  return { username, displayName, email, roles, privileges, clientNames, active };
}

function auditOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_sub,
    actorUsername: row.actor_username,
    userId: row.user_sub,
    username: row.username,
    action: row.action as UserAuditAction,
    before: row.before === null ? null : (JSON.parse(row.before) as UserSnapshot),
    after: row.after === null ? null : (JSON.parse(row.after) as UserSnapshot),
  };
}

/** Usernames are matched as people type them, ignoring case and surrounding spaces. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/**
 * Makes the file readable by its owner only before SQLite opens it (it holds password hashes);
 * SQLite gives its -wal and -shm files the same mode.
 */
function createPrivately(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
}

export class UsernameTakenError extends Error {
  override name = 'UsernameTakenError';
}

export class Directory {
  readonly #db: DatabaseSync;
  readonly #statements;
  #writes = 0;

  constructor(file: string, seed: readonly DirectorySeedUser[] = []) {
    if (file !== ':memory:') createPrivately(file);
    this.#db = new DatabaseSync(file);
    this.#db.exec('PRAGMA busy_timeout = 5000');
    if (file !== ':memory:') this.#db.exec('PRAGMA journal_mode = WAL');
    this.#db.exec('PRAGMA synchronous = NORMAL');
    this.#db.exec(SCHEMA);
    const db = this.#db;
    this.#statements = {
      all: db.prepare(`SELECT ${USER_COLUMNS} FROM users ORDER BY username`),
      bySub: db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE sub = ?`),
      byUsername: db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE username_key = ?`),
      hashOf: db.prepare('SELECT password_hash FROM users WHERE username_key = ?'),
      active: db.prepare('SELECT active FROM users WHERE sub = ?'),
      access: db.prepare('SELECT roles, privileges, client_names, active FROM users WHERE sub = ?'),
      count: db.prepare('SELECT count(*) AS n FROM users'),
      insert: db.prepare(
        `INSERT INTO users (${USER_COLUMNS}, username_key, password_hash)
         VALUES (:sub, :username, :name, :email, :roles, :privileges, :client_names, :active,
                 NULL, :at, :at, :username_key, :password_hash)`,
      ),
      update: db.prepare(
        `UPDATE users SET name = :name, email = :email, roles = :roles, privileges = :privileges,
         client_names = :client_names, active = :active, updated_at = :at WHERE sub = :sub`,
      ),
      setHash: db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE sub = ?'),
      remove: db.prepare('DELETE FROM users WHERE sub = ?'),
      signedIn: db.prepare('UPDATE users SET last_login_at = ? WHERE sub = ?'),
      audit: db.prepare(
        `INSERT INTO audit (at, actor_sub, actor_username, user_sub, username, action, before, after)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      auditAll: db.prepare('SELECT * FROM audit ORDER BY id DESC'),
    };
    this.#seed(seed);
  }

  /** Fills an empty directory (first open) in one transaction, which a second process waits for. */
  #seed(seed: readonly DirectorySeedUser[]): void {
    if (seed.length === 0) return;
    this.#transaction(() => {
      if ((this.#statements.count.get() as { n: number }).n > 0) return;
      const at = new Date().toISOString();
      for (const s of seed) {
        this.#insert({
          id: s.sub,
          username: s.username,
          displayName: s.name,
          email: s.email,
          roles: s.authorities.filter((a) => a.startsWith('ROLE_')),
          privileges: s.authorities.filter((a) => !a.startsWith('ROLE_')),
          clientNames: s.client_NAMES,
          active: true,
          passwordHash: s.passwordHash,
          at,
        });
      }
    });
  }

  #transaction<T>(work: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.#db.exec('COMMIT');
      this.#writes += 1;
      return result;
    } catch (err) {
      this.#db.exec('ROLLBACK');
      throw err;
    }
  }

  #insert(u: UserSnapshot & { id: string; passwordHash: string; at: string }): void {
    this.#statements.insert.run({
      sub: u.id,
      username: u.username,
      username_key: normaliseUsername(u.username),
      name: u.displayName,
      email: u.email,
      roles: JSON.stringify(u.roles),
      privileges: JSON.stringify(u.privileges),
      client_names: JSON.stringify(u.clientNames),
      active: u.active ? 1 : 0,
      at: u.at,
      password_hash: u.passwordHash,
    });
  }

  #audit(
    actor: Actor,
    user: { id: string; username: string },
    before: UserSnapshot | null,
    after: UserSnapshot | null,
    at: string,
  ): void {
    const json = (s: UserSnapshot | null): SQLInputValue =>
      s ? JSON.stringify(snapshotOf(s)) : null;
    this.#statements.audit.run(
      at,
      actor.id,
      actor.username,
      user.id,
      user.username,
      auditActionOf(before, after),
      json(before),
      json(after),
    );
  }

  list(): DirectoryUser[] {
    return (this.#statements.all.all() as unknown as UserRow[]).map(userOf);
  }

  get(sub: string): DirectoryUser | undefined {
    const row = this.#statements.bySub.get(sub) as UserRow | undefined;
    return row && userOf(row);
  }

  findByUsername(username: string): DirectoryUser | undefined {
    const row = this.#statements.byUsername.get(normaliseUsername(username)) as UserRow | undefined;
    return row && userOf(row);
  }

  /** The stored scrypt hash, for the identity provider's password check only. */
  passwordHashOf(username: string): string | undefined {
    const row = this.#statements.hashOf.get(normaliseUsername(username)) as
      { password_hash: string | null } | undefined;
    return row?.password_hash ?? undefined;
  }

  /** One indexed read: whether the subject is an active user (undefined: no such user). */
  isActive(sub: string): boolean | undefined {
    const row = this.#statements.active.get(sub) as { active: number } | undefined;
    return row && row.active === 1;
  }

  /** One indexed read of what the API's access checks need (undefined: no such user). */
  accessOf(sub: string): DirectoryAccess | undefined {
    const row = this.#statements.access.get(sub) as
      Pick<UserRow, 'roles' | 'privileges' | 'client_names' | 'active'> | undefined;
    if (!row) return undefined;
    return {
      roles: JSON.parse(row.roles) as string[],
      privileges: JSON.parse(row.privileges) as string[],
      clientNames: JSON.parse(row.client_names) as string[],
      active: row.active === 1,
    };
  }

  /**
   * How many changes this process has committed to the directory: a cache of what it read may
   * keep an answer only while this stays the same (another process's change waits for its TTL).
   */
  get writes(): number {
    return this.#writes;
  }

  create(
    actor: Actor,
    user: UserSnapshot & { id: string; passwordHash: string },
    at: string,
  ): DirectoryUser {
    return this.#transaction(() => {
      if (this.findByUsername(user.username)) {
        throw new UsernameTakenError(`The username '${user.username}' is taken`);
      }
      this.#insert({ ...user, at });
      const created = this.get(user.id)!;
      this.#audit(actor, created, null, created, at);
      return created;
    });
  }

  /** Changes the editable fields other than the username; undefined when there is no such user. */
  update(
    actor: Actor,
    sub: string,
    change: (current: DirectoryUser) => UserSnapshot,
    at: string,
  ): DirectoryUser | undefined {
    return this.#transaction(() => {
      const before = this.get(sub);
      if (!before) return undefined;
      const next = change(before);
      this.#statements.update.run({
        sub,
        name: next.displayName,
        email: next.email,
        roles: JSON.stringify(next.roles),
        privileges: JSON.stringify(next.privileges),
        client_names: JSON.stringify(next.clientNames),
        active: next.active ? 1 : 0,
        at,
      });
      const after = this.get(sub)!;
      this.#audit(actor, after, before, after, at);
      return after;
    });
  }

  remove(actor: Actor, sub: string, at: string): DirectoryUser | undefined {
    return this.#transaction(() => {
      const before = this.get(sub);
      if (!before) return undefined;
      this.#statements.remove.run(sub);
      this.#audit(actor, before, before, null, at);
      return before;
    });
  }

  /** Kept by the identity provider at each successful sign-in. */
  recordSignIn(sub: string, at: string): void {
    this.#statements.signedIn.run(at, sub);
  }

  /** Every audit entry, newest first. */
  auditLog(): AuditEntry[] {
    return (this.#statements.auditAll.all() as unknown as AuditRow[]).map(auditOf);
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
