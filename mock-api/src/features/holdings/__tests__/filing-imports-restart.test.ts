/**
 * 13-F imports across a real restart (the server as a child process on a SQLite data file,
 * ended by kill -9 after the import was answered): the imported filer, its lines and positions
 * are there in the next process, and the same file again still changes nothing; a stop by
 * SIGTERM closes the 13-F warehouse cleanly.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Filer, FilingImport, FilingPosition, ListResponse } from '@backoffice/core/api';
import { DEMO_USERS, startStack, type TestStack } from '@backoffice/core/testing';
import { ltsOne } from './sec13f-files.ts';

const started: TestStack[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

async function startApi(file: string) {
  const stack = await startStack({
    services: ['mock-api'],
    extraEnv: { 'mock-api': { MOCK_API_DATA_FILE: file, MOCK_API_TRADES: '5000' } },
  });
  started.push(stack);
  return stack;
}

async function adminOf(stack: TestStack) {
  const base = `${stack.urls.api}/api/v1`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: DEMO_USERS.admin }),
  });
  const authorization = login.headers.get('authorization') ?? '';
  return {
    get: async <T>(url: string) =>
      (await (await fetch(`${base}${url}`, { headers: { authorization } })).json()) as T,
    importFile: async (body: Buffer) => {
      const res = await fetch(`${base}/13f/imports`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'text/plain' },
        body: body.toString(),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as FilingImport;
    },
  };
}

describe('13-F imports across a restart', () => {
  it('should keep the imported filings, and still know them by accession number', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-13f-')), 'data.sqlite');
    const first = await startApi(file);
    const before = await adminOf(first);
    expect(await before.importFile(ltsOne())).toMatchObject({ added: 1, entries: 14 });
    first.signal('mock-api', 'SIGKILL');
    await first.exited;

    const second = await adminOf(await startApi(file));
    const filers = await second.get<ListResponse<Filer>>('/13f/filers?cik=1894188');
    expect(filers.items).toEqual([
      expect.objectContaining({
        name: 'LTS One Management LP',
        latestPositions: 14,
        latestValue: 454_926_000,
      }),
    ]);
    const positions = await second.get<ListResponse<FilingPosition>>(
      '/13f/positions?cik=1894188&period=2023-09-30&pageSize=100',
    );
    expect(positions.total).toBe(14);
    expect(await second.importFile(ltsOne())).toMatchObject({ added: 0, unchanged: 1, id: null });
  }, 120_000);

  it('should close the warehouse when stopped (its log written into its file), and find the import after', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-api-13f-'));
    const file = path.join(dir, 'data.sqlite');
    const first = await startApi(file);
    expect(await (await adminOf(first)).importFile(ltsOne())).toMatchObject({ added: 1 });
    const wal = path.join(dir, 'data.13f.duckdb.wal');
    expect(existsSync(wal)).toBe(true);
    first.signal('mock-api', 'SIGTERM');
    expect(await first.exited).toMatchObject({ code: 0 });
    expect(existsSync(path.join(dir, 'data.13f.duckdb'))).toBe(true);
    expect(existsSync(wal)).toBe(false);

    const second = await adminOf(await startApi(file));
    const positions = await second.get<ListResponse<FilingPosition>>(
      '/13f/positions?cik=1894188&period=2023-09-30&pageSize=100',
    );
    expect(positions.total).toBe(14);
  }, 120_000);
});
