/**
 * Where oidc-provider keeps its state (sessions, grants, codes, refresh tokens): in memory,
 * written through to one JSON file in the data folder, so restarting the IdP during
 * development neither signs people out nor breaks the gateway's refresh tokens. It also
 * replaces the library's in-memory adapter, which warns on every start.
 *
 * Sized for a development IdP: a handful of users, so lookups by secondary key scan, and
 * every change rewrites the file (atomically, by rename).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Logger } from 'pino';
import { z } from 'zod';

interface StoredRecord {
  payload: AdapterPayload;
  /** Epoch milliseconds; null for records without expiry. */
  expiresAt: number | null;
}

const fileSchema = z.record(
  z.string(),
  z.object({ payload: z.record(z.string(), z.unknown()), expiresAt: z.number().nullable() }),
);

/** Models whose records belong to a grant and go when the grant is revoked. */
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export class FileStore {
  readonly #file: string;
  readonly #records = new Map<string, StoredRecord>();

  constructor(file: string, logger: Logger) {
    this.#file = file;
    this.#load(logger);
  }

  /** The factory oidc-provider calls once per model ("Session", "Grant", ...). */
  readonly adapterFor = (model: string): Adapter => new StoreAdapter(model, this);

  get(key: string): AdapterPayload | undefined {
    const record = this.#records.get(key);
    if (!record) return undefined;
    if (record.expiresAt !== null && record.expiresAt <= Date.now()) {
      this.#records.delete(key);
      return undefined;
    }
    // A copy, as from a database: the library must save to change what is stored.
    return structuredClone(record.payload);
  }

  find(prefix: string, matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    for (const [key, record] of this.#records) {
      if (key.startsWith(prefix) && matches(record.payload)) return this.get(key);
    }
    return undefined;
  }

  set(key: string, payload: AdapterPayload, expiresInSeconds: number | undefined): void {
    const expiresAt = expiresInSeconds === undefined ? null : Date.now() + expiresInSeconds * 1000;
    this.#records.set(key, { payload: structuredClone(payload), expiresAt });
    this.#save();
  }

  update(key: string, change: (payload: AdapterPayload) => void): void {
    const record = this.#records.get(key);
    if (!record) return;
    change(record.payload);
    this.#save();
  }

  delete(matches: (key: string, payload: AdapterPayload) => boolean): void {
    for (const [key, record] of this.#records) {
      if (matches(key, record.payload)) this.#records.delete(key);
    }
    this.#save();
  }

  #load(logger: Logger): void {
    let text: string;
    try {
      text = readFileSync(this.#file, 'utf8');
    } catch {
      return; // first start
    }
    try {
      for (const [key, record] of Object.entries(fileSchema.parse(JSON.parse(text)))) {
        this.#records.set(key, record);
      }
    } catch {
      // Only sessions and grants are lost: people sign in again.
      logger.warn({ file: this.#file }, 'idp state file is unreadable; starting with no sessions');
    }
  }

  #save(): void {
    const now = Date.now();
    const live: Record<string, StoredRecord> = {};
    for (const [key, record] of this.#records) {
      if (record.expiresAt === null || record.expiresAt > now) live[key] = record;
      else this.#records.delete(key);
    }
    const temp = `${this.#file}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temp, JSON.stringify(live), { mode: 0o600 });
    renameSync(temp, this.#file);
  }
}

function epochSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

class StoreAdapter implements Adapter {
  readonly #model: string;
  readonly #store: FileStore;

  constructor(model: string, store: FileStore) {
    this.#model = model;
    this.#store = store;
  }

  #key(id: string): string {
    return `${this.#model}:${id}`;
  }

  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<undefined> {
    this.#store.set(this.#key(id), payload, expiresIn);
    return Promise.resolve(undefined);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.#store.get(this.#key(id)));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.#store.find(`${this.#model}:`, (p) => p.uid === uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return Promise.resolve(this.#store.find(`${this.#model}:`, (p) => p.userCode === userCode));
  }

  consume(id: string): Promise<undefined> {
    this.#store.update(this.#key(id), (payload) => {
      payload.consumed = epochSeconds();
    });
    return Promise.resolve(undefined);
  }

  destroy(id: string): Promise<undefined> {
    const key = this.#key(id);
    this.#store.delete((candidate) => candidate === key);
    return Promise.resolve(undefined);
  }

  revokeByGrantId(grantId: string): Promise<undefined> {
    this.#store.delete(
      (key, payload) =>
        payload.grantId === grantId && GRANT_MEMBERS.has(key.slice(0, key.indexOf(':'))),
    );
    return Promise.resolve(undefined);
  }
}
