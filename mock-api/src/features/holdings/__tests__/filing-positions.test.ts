/**
 * 13-F positions derived again only for the filers and quarters an import touched must be what
 * a derivation of every line from scratch gives: quarters imported out of order, a quarter that
 * drops a holding, a second report for a quarter (a restatement), read between each import.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilingPosition, ListResponse } from '@backoffice/core/api';
import { effectiveLines, quarterChanges, rollUp } from '@backoffice/core/domain';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { sec13f } from './sec13f-files.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const CIK = '0000555001';
const table = sec13f('sec-sample-information-table.xml').toString();

/** The sample table with every share amount times `factor`, less the lines of `dropped` CUSIPs. */
function tableOf(factor: number, dropped: string[] = []): string {
  const scaled = table.replace(
    /<ns1:sshPrnamt>(\d+)<\/ns1:sshPrnamt>/g,
    (_, shares: string) => `<ns1:sshPrnamt>${String(Number(shares) * factor)}</ns1:sshPrnamt>`,
  );
  return scaled.replace(/<ns1:infoTable>[\s\S]*?<\/ns1:infoTable>/g, (entry) =>
    dropped.some((cusip) => entry.includes(`<ns1:cusip>${cusip}</ns1:cusip>`)) ? '' : entry,
  );
}

async function importQuarter(period: string, xml: string, filedOn: string): Promise<void> {
  const query = new URLSearchParams({ cik: CIK, name: 'OUT OF ORDER LLC', period, filedOn });
  const res = await api
    .as('admin')
    .post(`/api/v1/13f/imports?${query.toString()}`)
    .set('content-type', 'application/xml')
    .send(Buffer.from(xml));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const comparable = (
  p: Pick<
    FilingPosition,
    'period' | 'cusip' | 'kind' | 'shares' | 'change' | 'previousShares' | 'lines'
  >,
) =>
  `${p.period} ${p.cusip} ${p.kind} ${String(p.shares)} ${p.change} ${String(p.previousShares)} ${String(p.lines)}`;

async function served(query: string): Promise<string[]> {
  const res = await api.as('staff').get(`/api/v1/13f/positions?${query}&pageSize=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as ListResponse<FilingPosition>).items.map(comparable).sort();
}

/** Every line of the filer, derived from scratch by core's rules. */
async function fromScratch(): Promise<string[]> {
  const filer = api.store.filers.all().find((f) => f.cik === CIK)!;
  const lines = await (await api.store.filingLines.warehouse()).linesOfFiler(filer.id);
  return quarterChanges(rollUp(effectiveLines(lines)))
    .map(comparable)
    .sort();
}

async function expectAsFromScratch(): Promise<void> {
  const expected = await fromScratch();
  expect(expected.length).toBeGreaterThan(0);
  expect(await served(`cik=${CIK}`)).toEqual(expected);
  // Who held one CUSIP answers from its own index: the same rows of this filer.
  const held = expected.filter((row) => row.includes(' 02079K107 '));
  const byCusip = await served('cusip=02079K107');
  expect(byCusip.filter((row) => held.includes(row)).sort()).toEqual(held);
}

describe('13-F positions derived again after each import', () => {
  it('should be what every line derived from scratch gives, whatever order quarters come in', async () => {
    await importQuarter('2022-03-31', tableOf(2), '2022-05-10');
    await expectAsFromScratch();
    // An earlier quarter after a later one: the later one's changes are against it now.
    await importQuarter('2021-12-31', tableOf(1), '2022-05-11');
    await expectAsFromScratch();
    expect(await served(`cik=${CIK}&period=2022-03-31`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/ SH \d+ INCREASED \d+ 1$/)]),
    );
    await importQuarter('2022-06-30', tableOf(2, ['00724F101']), '2022-08-10');
    await expectAsFromScratch();
    expect(await served(`cik=${CIK}&period=2022-06-30&change=CLOSED`)).toEqual([
      expect.stringMatching(/^2022-06-30 00724F101 SH 0 CLOSED \d+ 0$/),
    ]);
    // A second report for the middle quarter replaces it; the next quarter's changes follow.
    await importQuarter('2022-03-31', tableOf(3), '2022-08-11');
    await expectAsFromScratch();
    const [first] = await served(`cik=${CIK}&period=2021-12-31&cusip=02079K107`);
    const shares = Number(first!.split(' ')[3]);
    expect(await served(`cik=${CIK}&period=2022-06-30&cusip=02079K107`)).toEqual([
      `2022-06-30 02079K107 SH ${String(2 * shares)} DECREASED ${String(3 * shares)} 2`,
    ]);
  });
});
