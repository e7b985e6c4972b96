/**
 * All or nothing: an import that fails mid-way leaves nothing behind, reads never see an import
 * half done, and a warehouse file opened again holds the same rows (and keeps their order).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filingHoldingList, filingPositionList, type FilingHolding } from '@backoffice/core/api';
import { afterEach, describe, expect, it } from 'vitest';
import { FilingWarehouse, warehouseFileBeside, type FilingLines } from '../warehouse.ts';
import { withClientMark } from '../client-mark.ts';
import { CUSIPS, FILERS, PERIODS, line } from './lines.ts';

const opened: FilingWarehouse[] = [];
afterEach(async () => {
  for (const w of opened.splice(0)) await w.close();
});
async function open(file: string | null = null) {
  const w = await FilingWarehouse.open(file, { threads: 1 });
  opened.push(w);
  return w;
}

const everything = { page: 1, pageSize: 100, sort: 'period:asc' } as const;
const filings = (n: number, period = PERIODS[0]): FilingLines[] =>
  FILERS.map((filer, i) => ({
    filingId: `FL${period}-${String(i)}`,
    lines: Array.from({ length: n }, (_, k) =>
      line({ filer, period, cusip: CUSIPS[k % CUSIPS.length], shares: k + 1 }),
    ),
  }));

async function state(w: FilingWarehouse) {
  return {
    lines: await w.listLines(everything, filingHoldingList),
    positions: await w.listPositions(everything, filingPositionList),
  };
}

describe('a failed import', () => {
  it('leaves nothing when the lines given throw part way', async () => {
    const w = await open();
    await w.importLines('IM1', filings(3));
    const before = await state(w);
    function* failing() {
      yield* filings(4, PERIODS[1]);
      throw new Error('the file ended early');
    }
    await expect(w.importLines('IM2', failing())).rejects.toThrow('the file ended early');
    expect(await state(w)).toEqual(before);
    // The writer is free again, and numbering goes on where it was.
    await w.importLines('IM3', filings(1, PERIODS[1]));
    expect((await w.counts()).lines).toBe(before.lines.total + FILERS.length);
  });

  it('leaves nothing when DuckDB refuses a line', async () => {
    const w = await open();
    await w.importLines('IM1', filings(2));
    const before = await state(w);
    // A line the contract would refuse: its issuer missing (the column is NOT NULL).
    const broken = { ...line({ filer: FILERS[0]!, period: PERIODS[1] }), issuer: null };
    const bad = [
      ...filings(2, PERIODS[1]),
      { filingId: 'FLX', lines: [broken as unknown as FilingHolding] },
    ];
    await expect(w.importLines('IM2', bad)).rejects.toThrow();
    expect(await state(w)).toEqual(before);
  });

  it('is not seen by reads before its commit, and rolls back on request', async () => {
    const w = await open();
    await w.importLines('IM1', filings(2));
    const before = await state(w);
    const session = await w.beginImport('IM2');
    for (const f of filings(5, PERIODS[1])) await session.append(f.filingId, f.lines);
    expect(await state(w)).toEqual(before);
    await session.rollback();
    expect(await state(w)).toEqual(before);
    const again = await w.beginImport('IM3');
    for (const f of filings(5, PERIODS[1])) await again.append(f.filingId, f.lines);
    expect(await again.commit()).toMatchObject({ lines: 5 * FILERS.length, filers: FILERS.length });
    expect((await w.counts()).lines).toBe(before.lines.total + 5 * FILERS.length);
  });
});

describe('a warehouse file', () => {
  it('holds the same rows when opened again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'warehouse-'));
    try {
      const file = warehouseFileBeside(path.join(dir, 'data.sqlite'));
      expect(file).toBe(path.join(dir, 'data.13f.duckdb'));
      const first = await open(file);
      await first.importLines('IM1', filings(3));
      await first.importLines('IM2', filings(2, PERIODS[1]));
      const before = await state(first);
      const filer = await first.positionsOfFiler(FILERS[1]!.id);
      await first.close();
      const second = await open(file);
      expect(await state(second)).toEqual(before);
      expect(await second.positionsOfFiler(FILERS[1]!.id)).toEqual(filer);
      // Written after reopening: still after the rows before it in write order.
      await second.importLines('IM3', filings(1, PERIODS[2]));
      const lines = await second.listLines(
        { ...everything, sort: 'filerName:asc' },
        filingHoldingList,
      );
      const ofFirst = lines.items.filter((l) => l.filerId === FILERS[0]!.id);
      expect(ofFirst.map((l) => l.period)).toEqual([
        ...Array<string>(3).fill(PERIODS[0]!),
        ...Array<string>(2).fill(PERIODS[1]!),
        PERIODS[2],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("an import's lines on their way in", () => {
  it('are written beside the warehouse file, and removed after the commit', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'warehouse-beside-'));
    try {
      const file = warehouseFileBeside(path.join(dir, 'data.sqlite'));
      const w = await open(file);
      const temp = () => readdirSync(dir).filter((name) => name.startsWith('filing-warehouse-'));
      const session = await w.beginImport('IM1');
      for (const filing of filings(2)) await session.append(filing.filingId, filing.lines);
      expect(temp()).toHaveLength(1);
      expect(readdirSync(path.join(dir, temp()[0]!))).toEqual(['lines.csv']);
      await session.commit();
      expect(temp()).toEqual([]);
      expect((await w.counts()).lines).toBe(2 * FILERS.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the reads', () => {
  it('answer who held a CUSIP, a security and a filer, and mark clients', async () => {
    const w = await open();
    await w.importLines('IM1', filings(3));
    await w.importLines('IM2', filings(1, PERIODS[1]));
    const holders = await w.holdersOf(CUSIPS[1]!, PERIODS[1]!);
    expect(holders.map((h) => [h.filerId, h.change])).toEqual(FILERS.map((f) => [f.id, 'CLOSED']));
    const shares = await w.sharePositionsOfSecurity('SE0001');
    expect(shares.every((p) => p.kind === 'SH' && p.securityId === 'SE0001')).toBe(true);
    expect(shares).toHaveLength(2 * FILERS.length);
    const marked = withClientMark(shares, new Set([FILERS[2]!.id]));
    expect(marked.filter((p) => p.isClient).map((p) => p.filerId)).toEqual([
      FILERS[2]!.id,
      FILERS[2]!.id,
    ]);
    expect(await w.highestAmendments([FILERS[0]!.id])).toEqual(
      new Map([
        [`${FILERS[0]!.id}|${PERIODS[0]!}`, 0],
        [`${FILERS[0]!.id}|${PERIODS[1]!}`, 0],
      ]),
    );
    expect(await w.linesOfFiler(FILERS[0]!.id, PERIODS[1])).toHaveLength(1);
  });
});
