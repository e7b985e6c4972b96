/**
 * 13-F Holdings and the 13F Loss Analyzer on imported filings exactly as on generated ones: a
 * generated filer's reports, read back through the positions list and imported again as
 * information tables of a new filer (its CIK unknown till then), give the new filer the same
 * positions, the same quarter changes and the same loss estimates on every case.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilingImport, FilingLoss, FilingPosition, ListResponse } from '@backoffice/core/api';
import { DOLLAR_VALUES_FROM } from '@backoffice/core/domain';
import { addDays } from '../../../domain/dates.ts';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

async function all<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.as('admin').get(`/api/v1${path}&pageSize=100&page=${String(page)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as ListResponse<T>;
    items.push(...body.items);
    if (items.length >= body.total) return items;
  }
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One quarter's positions as an information table (dollars, or thousands before 2023). */
function tableOf(positions: readonly FilingPosition[], filedOn: string): string {
  const thousands = filedOn < DOLLAR_VALUES_FROM;
  const entries = positions.map(
    (p) =>
      `<infoTable><nameOfIssuer>${xmlText(p.issuer)}</nameOfIssuer><titleOfClass>${xmlText(p.titleOfClass)}</titleOfClass>` +
      `<cusip>${p.cusip}</cusip><value>${String(thousands ? Math.round(p.value / 1000) : p.value)}</value>` +
      `<shrsOrPrnAmt><sshPrnamt>${String(p.shares)}</sshPrnamt><sshPrnamtType>${p.kind === 'PRN' ? 'PRN' : 'SH'}</sshPrnamtType></shrsOrPrnAmt>` +
      (p.kind === 'PUT' || p.kind === 'CALL' ? `<putCall>${p.kind}</putCall>` : '') +
      `<investmentDiscretion>SOLE</investmentDiscretion><votingAuthority><Sole>${String(p.shares)}</Sole><Shared>0</Shared><None>0</None></votingAuthority></infoTable>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ns1:informationTable xmlns:ns1="http://www.sec.gov/edgar/document/thirteenf/informationtable">${entries.join('')}</ns1:informationTable>`;
}

const CLONE_CIK = '0009999999';
const shape = (p: FilingPosition) => [
  p.period,
  p.cusip,
  p.kind,
  p.shares,
  p.change,
  p.previousShares,
];
const estimate = (l: FilingLoss) => [
  l.caseId,
  l.securityId,
  l.shares,
  l.startHolding,
  l.fifoLoss,
  l.lifoLoss,
];

describe('imported filings in the 13-F analyses', () => {
  it('should give a filer imported from its tables the positions and loss estimates of the original', async () => {
    const losses = await all<FilingLoss>('/13f/losses?isClient=false');
    const original = losses[0]!.filerId;
    const positions = await all<FilingPosition>(
      `/13f/positions?filerId=${original}&sort=period:asc`,
    );
    const periods = [...new Set(positions.map((p) => p.period))].sort();
    for (const period of periods) {
      const held = positions.filter((p) => p.period === period && p.change !== 'CLOSED');
      const filedOn = addDays(period, 40);
      const query = `?cik=${CLONE_CIK}&name=Clone%20Capital%20LLC&period=${period}&filedOn=${filedOn}`;
      const res = await api
        .as('admin')
        .post(`/api/v1/13f/imports${query}`)
        .set('content-type', 'application/xml')
        .send(tableOf(held, filedOn));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as FilingImport).added).toBe(1);
    }
    const clone = api.store.filers.all().find((f) => f.cik === CLONE_CIK)!;
    const cloned = await all<FilingPosition>(`/13f/positions?filerId=${clone.id}&sort=period:asc`);
    const key = (rows: FilingPosition[]) =>
      rows
        .map(shape)
        .map((r) => JSON.stringify(r))
        .sort();
    expect(key(cloned)).toEqual(key(positions));
    const mine = (filerId: string) => losses.filter((l) => l.filerId === filerId).map(estimate);
    const after = await all<FilingLoss>(`/13f/losses?filerId=${clone.id}`);
    expect(after.map(estimate).sort()).toEqual(mine(original).sort());
    expect(after.length).toBeGreaterThan(0);
  }, 120_000);
});
