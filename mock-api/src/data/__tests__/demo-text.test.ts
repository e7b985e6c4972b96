/**
 * The demo data reads true, as a user reads it over HTTP: dockets run in the order a securities
 * class action does (`GET /dockets/{id}/entries` by date), and the release notes (`GET /updates`)
 * and case descriptions (`GET /cases/{id}`) are about this product and these cases, not filler.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Case, Docket, DocketEntry, Update } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let dockets: DocketEntry[][] = [];

beforeAll(async () => {
  api = await startTestApi();
  dockets = await docketsWithEntries();
}, 120_000);

async function ok(path: string, query: Record<string, string> = {}): Promise<unknown> {
  const res = await api.as('viewer').get(`/api/v1${path}`).query(query);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** Every row of a list, page by page. */
async function listAll<T>(path: string, query: Record<string, string> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await ok(path, { ...query, pageSize: '100', page: String(page) })) as {
      items: T[];
      total: number;
    };
    rows.push(...body.items);
    if (rows.length >= body.total || body.items.length === 0) return rows;
  }
}

/** The stages in their order; each entry's description names exactly one. */
const STAGES: readonly [string, RegExp][] = [
  ['complaint', /^CLASS ACTION COMPLAINT/],
  ['PSLRA notice', /^NOTICE pursuant to the PSLRA/],
  ['appearance', /^NOTICE of appearance/],
  ['lead-plaintiff motion', /^MOTION to appoint lead plaintiff/],
  ['lead-plaintiff order', /^ORDER appointing lead plaintiff/],
  ['schedule', /^STIPULATION/],
  ['amended complaint', /^AMENDED CLASS ACTION COMPLAINT/],
  ['motion to dismiss', /^MOTION to dismiss/],
  ['opposition', /^OPPOSITION to motion to dismiss/],
  ['reply', /^REPLY in further support of motion to dismiss/],
  ['argument', /^TRANSCRIPT of oral argument on motion to dismiss/],
  ['order on dismissal', /^OPINION AND ORDER .* motion to dismiss/],
  ['class certification motion', /^MOTION for class certification/],
  ['class certification opposition', /^OPPOSITION to motion for class certification/],
  ['class certification reply', /^REPLY in further support of motion for class certification/],
  ['class certification order', /^ORDER granting class certification/],
  ['preliminary approval motion', /^MOTION for preliminary approval/],
  ['preliminary approval order', /^ORDER granting preliminary approval/],
  ['final approval motion', /^MOTION for final approval/],
  ['judgment', /^JUDGMENT approving/],
];

/** Generated entries are all numbered; an unnumbered one sorts first. */
const numberOf = (entry: DocketEntry): number => entry.number ?? 0;

const stageOf = (entry: DocketEntry): number =>
  STAGES.findIndex(([, pattern]) => pattern.test(entry.description));

/** Each docket's entries as its page lists them by date (same-day ones by number). */
async function docketsWithEntries(): Promise<DocketEntry[][]> {
  const found: DocketEntry[][] = [];
  for (const docket of await listAll<Docket>('/dockets')) {
    const entries = await listAll<DocketEntry>(`/dockets/${docket.id}/entries`, {
      sort: 'filedOn:asc',
    });
    const byDate = entries.toSorted(
      (a, b) => a.filedOn.localeCompare(b.filedOn) || numberOf(a) - numberOf(b),
    );
    if (byDate.length > 0) found.push(byDate);
  }
  return found;
}

/** Latin filler words faker's lorem draws from; none is an English word. */
const LOREM =
  /\b(lorem|ipsum|dolor|amet|consectetur|adipisci|tempora|voluptas?|voluptatem|quia|quibusdam|necessitatibus|aspernatur|repellendus|accusamus|vero|eos|aut|et)\b/i;

describe('the demo dockets', () => {
  it('should open each docket with the complaint and number its entries 1, 2, 3… by date', () => {
    expect(dockets.length).toBeGreaterThanOrEqual(10);
    for (const entries of dockets) {
      expect(stageOf(entries[0]!)).toBe(0);
      entries.forEach((e, i) => {
        expect(e.number).toBe(i + 1);
        if (i > 0) expect(e.filedOn >= entries[i - 1]!.filedOn).toBe(true);
      });
    }
  });

  it('should run each docket in the order a securities class action takes', () => {
    for (const entries of dockets) {
      const stages = entries.map(stageOf);
      expect(stages, entries.map((e) => e.description).join('\n')).not.toContain(-1);
      expect(stages).toEqual([...stages].sort((a, b) => a - b));
    }
  });

  it('should have the court appoint lead plaintiff only after a lead-plaintiff motion', () => {
    const orders = dockets.flatMap((entries) =>
      entries
        .filter((e) => stageOf(e) === 4)
        .map((order) => ({ order, before: entries.filter((e) => numberOf(e) < numberOf(order)) })),
    );
    expect(orders.length).toBeGreaterThan(0);
    for (const { order, before } of orders) {
      expect(order.filedBy).toBe('Court');
      expect(before.some((e) => stageOf(e) === 3)).toBe(true);
    }
  });

  it('should file a reply only after an opposition, and an opposition only after the motion', () => {
    for (const entries of dockets) {
      const first = (stage: number) => entries.find((e) => stageOf(e) === stage);
      const [motion, opposition, reply] = [first(7), first(8), first(9)].map((e) =>
        e === undefined ? undefined : numberOf(e),
      );
      if (reply !== undefined) expect(opposition).toBeLessThan(reply);
      if (opposition !== undefined) expect(motion).toBeLessThan(opposition);
    }
    expect(dockets.some((entries) => entries.some((e) => stageOf(e) === 9))).toBe(true);
  });

  it("should have the court's orders filed by the court and the defendants' motion by them", () => {
    for (const e of dockets.flat()) {
      if (e.documentType === 'order') expect(e.filedBy).toBe('Court');
      if (stageOf(e) === 7) expect(e.filedBy).toMatch(/\(defendants\)$/);
    }
  });
});

describe('the demo text', () => {
  it('should write release notes about this product, without Latin filler', async () => {
    const notes = await listAll<Update>('/updates');
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(`${note.title} ${note.body}`).not.toMatch(LOREM);
    }
    expect(notes.map((n) => n.body).join(' ')).toMatch(/ingest|case|loss|13-F|trade/i);
  });

  it('should describe each case as a complaint would summarise it, without Latin filler', async () => {
    const listed = await listAll<Case>('/cases');
    expect(listed.length).toBeGreaterThan(0);
    for (const { id } of listed) {
      const c = (await ok(`/cases/${id}`)) as Case;
      expect(c.description).not.toMatch(LOREM);
      expect(c.description).toMatch(/^Alleges that .+ Sections 10\(b\) and 20\(a\)/);
      expect(c.description).toContain(c.classPeriodStart);
      expect(c.description).toContain(c.classPeriodEnd);
    }
  });
});
