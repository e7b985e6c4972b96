/**
 * A claim's filing file over HTTP: CSV and XLSX with each account's start holding, its
 * transactions in the claim period and its end holding, which reconcile; and a claim whose
 * custodian holdings do not agree with its trades refused with 422 naming the account.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim, ErrorResponse, ListResponse, Settlement } from '@backoffice/core/api';
import { addDays } from '../../../domain/dates.ts';
import { positionKey } from '../../../store/positions.ts';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { settlementBody } from './settlement-body.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);

async function claimsOf(body: ReturnType<typeof settlementBody>): Promise<Claim[]> {
  const made = await api.as('staff').post('/api/v1/settlements').send(body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = (made.body as Settlement).id;
  const res = await api
    .as('staff')
    .get('/api/v1/claims')
    .query({ settlementId: id, pageSize: 100 });
  return (res.body as ListResponse<Claim>).items;
}
const binary = (
  res: { on(event: string, cb: (chunk?: Buffer) => void): void },
  cb: (e: Error | null, b: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => {
    chunks.push(c!);
  });
  res.on('end', () => {
    cb(null, Buffer.concat(chunks));
  });
};

/** start + bought − sold = end for each account and security of a file's rows. */
function reconciles(rows: string[][]): boolean {
  const held = new Map<string, number>();
  for (const [, account, , security, , record, , quantity] of rows.slice(1)) {
    const key = `${account}|${security}`;
    const q = Number(quantity);
    if (record === 'Holding at start') held.set(key, q);
    else if (record === 'Purchase') held.set(key, held.get(key)! + q);
    else if (record === 'Sale') held.set(key, held.get(key)! - q);
    else if (Math.abs(held.get(key)! - q) > 1e-9) return false;
  }
  return held.size > 0;
}

describe("a claim's filing file", () => {
  it('should export a claim that reconciles as CSV and XLSX with the same rows', async () => {
    const claim = (await claimsOf(settlementBody(api.store)))[0]!;
    const csv = await api
      .as('staff')
      .get(`/api/v1/claims/${claim.id}/filing`)
      .query({ format: 'csv' });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.type).toBe('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="claim-${claim.id}.csv"`);
    const rows = Papa.parse<string[]>(csv.text.trim()).data;
    expect(rows[0]).toEqual([
      'Claimant',
      'Account',
      'Tax ID',
      'Security',
      'CUSIP',
      'Record',
      'Date',
      'Quantity',
      'Price',
      'Currency',
    ]);
    expect(reconciles(rows)).toBe(true);
    // Every trade of the claim's positions in the class period is a row of the file.
    const position = claim.positions[0]!;
    const trades = (
      api.store.positions.get(positionKey(position.accountId, position.securityId)) ?? []
    ).map((i) => api.store.trades.positions[i]!);
    const s = api.store.settlements.get(claim.settlementId)!;
    const inPeriod = trades.filter(
      (t) => t.tradeDate >= s.classPeriodStart && t.tradeDate <= s.classPeriodEnd,
    );
    const dated = new Set(
      rows.filter((r) => r[1] === position.accountNumber).map((r) => `${r[6]}|${r[7]}`),
    );
    for (const t of inPeriod) expect(dated.has(`${t.tradeDate}|${String(t.quantity)}`)).toBe(true);

    const xlsx = await api
      .as('staff')
      .get(`/api/v1/claims/${claim.id}/filing`)
      .query({ format: 'xlsx' })
      .buffer(true)
      .parse(binary);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    const file = xlsx.body as Buffer;
    await book.xlsx.load(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
    );
    const sheet = book.worksheets[0]!;
    const read: string[][] = [];
    sheet.eachRow((row) =>
      read.push(
        (row.values as (string | number | null | undefined)[])
          .slice(1)
          .map((v) => (v === undefined || v === null ? '' : String(v))),
      ),
    );
    expect(read).toEqual(rows);
  });

  it('should refuse a claim whose holdings do not reconcile, naming the account', async () => {
    // A break the generator made on purpose, in a position traded well before it: the claim
    // period is set to end on the break's report date.
    const rows = api.store.trades.positions;
    const found = api.store.breaks
      .map((b) => ({
        b,
        trades: (api.store.positions.get(positionKey(b.accountId, b.securityId)) ?? []).map(
          (i) => rows[i]!,
        ),
      }))
      .find(({ b, trades }) => trades.some((t) => t.tradeDate < addDays(b.asOfDate, -120)));
    expect(found).toBeDefined();
    const { b, trades } = found!;
    const disclosureDate = addDays(b.asOfDate, -89);
    const classPeriodStart = trades[0]!.tradeDate;
    const claims = await claimsOf(
      settlementBody(api.store, {
        classPeriodStart,
        classPeriodEnd: addDays(disclosureDate, -1),
        disclosureDate,
        securities: [
          {
            securityId: b.securityId,
            inflation: [{ from: classPeriodStart, to: null, perShare: 1 }],
            lookbackMean: 10,
          },
        ],
      }),
    );
    const account = api.store.accounts.get(b.accountId)!;
    const claim = claims.find((c) => c.positions.some((p) => p.accountId === b.accountId))!;
    const res = await api
      .as('staff')
      .get(`/api/v1/claims/${claim.id}/filing`)
      .query({ format: 'csv' });
    expect(res.status).toBe(422);
    const error = (res.body as ErrorResponse).error;
    expect(error.message).toContain(`Account ${account.accountNumber}`);
    expect(error.message).toContain('the holdings do not reconcile');
    expect(error.details?.map((d) => d.field)).toContain(account.accountNumber);
  });

  it("should not export another client's claim to a client-scoped user", async () => {
    const claims = await claimsOf(settlementBody(api.store));
    const other = claims.find((c) => !['CL-0001', 'CL-0002'].includes(c.clientId))!;
    const res = await api.as('viewer').get(`/api/v1/claims/${other.id}/filing`);
    expect(res.status).toBe(404);
  });
});
