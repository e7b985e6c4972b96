/**
 * The demo data reads true: dockets run in the order a securities class action does, and the
 * release notes and case descriptions are about this product and these cases, not filler.
 */
import { describe, expect, it } from 'vitest';
import type { DocketEntry } from '@backoffice/core/api';
import { generateStore } from '../generate/index.ts';

const store = generateStore({ seed: 20240611, trades: 3000, asOf: '2026-10-30', users: [] });

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

function docketsWithEntries(): DocketEntry[][] {
  const byDocket = new Map<string, DocketEntry[]>();
  for (const e of store.docketEntries.all()) {
    byDocket.set(e.docketId, [...(byDocket.get(e.docketId) ?? []), e]);
  }
  return [...byDocket.values()].map((list) => [...list].sort((a, b) => numberOf(a) - numberOf(b)));
}

/** Latin filler words faker's lorem draws from; none is an English word. */
const LOREM =
  /\b(lorem|ipsum|dolor|amet|consectetur|adipisci|tempora|voluptas?|voluptatem|quia|quibusdam|necessitatibus|aspernatur|repellendus|accusamus|vero|eos|aut|et)\b/i;

describe('the generated dockets', () => {
  const dockets = docketsWithEntries();

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

describe('the generated text', () => {
  it('should write release notes about this product, without Latin filler', () => {
    const notes = store.updates.all();
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(`${note.title} ${note.body}`).not.toMatch(LOREM);
    }
    expect(notes.map((n) => n.body).join(' ')).toMatch(/ingest|case|loss|13-F|trade/i);
  });

  it('should describe each case as a complaint would summarise it, without Latin filler', () => {
    for (const c of store.cases.all()) {
      expect(c.description).not.toMatch(LOREM);
      expect(c.description).toMatch(/^Alleges that .+ Sections 10\(b\) and 20\(a\)/);
      expect(c.description).toContain(c.classPeriodStart);
      expect(c.description).toContain(c.classPeriodEnd);
    }
  });
});
