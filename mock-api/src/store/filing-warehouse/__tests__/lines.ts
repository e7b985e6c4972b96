/** Small 13-F lines for the warehouse tests, and positions derived from scratch by core's rules. */
import { expect } from 'vitest';
import type { FilingHolding } from '@backoffice/core/api';
import { effectiveLines, positionRecord, quarterChanges, rollUp } from '@backoffice/core/domain';
import type { WarehousePosition } from '../schema.ts';
import type { FilingWarehouse } from '../warehouse.ts';

/** Real CUSIPs (the list filter checks the check digit), and one a filer made up. */
export const CUSIPS = [
  '037833100',
  '594918104',
  '023135106',
  '30303M102',
  '88160R101',
  'ZZZ000001',
];
export const PERIODS = ['2024-03-31', '2024-06-30', '2024-09-30', '2024-12-31'];

export interface Filer {
  id: string;
  name: string;
  cik: string;
}

/** Names with regex characters, quotes, LIKE wildcards and mixed case, to search for. */
export const FILERS: Filer[] = [
  { id: 'FI0001', name: 'Berkshire (Hathaway) Inc.', cik: '0001067983' },
  { id: 'FI0002', name: "O'Shaughnessy 100% Capital", cik: '0001000001' },
  { id: 'FI0003', name: 'Vanguard_Group [A*B]', cik: '0000102909' },
  { id: 'FI0004', name: 'State "Street" Corp $^', cik: '0000093751' },
];

export const ISSUERS = [
  'APPLE INC',
  'MICROSOFT CORP',
  'AMAZON.COM INC',
  'META PLATFORMS',
  'TESLA INC',
  'Acme+Co',
];

let nextLine = 1;

/** A line with the given fields over plain defaults. */
export function line(fields: Partial<FilingHolding> & { filer: Filer }): FilingHolding {
  const { filer, ...rest } = fields;
  const cusip = rest.cusip ?? CUSIPS[0]!;
  const i = CUSIPS.indexOf(cusip);
  return {
    id: `FH${String(nextLine++).padStart(7, '0')}`,
    filerId: filer.id,
    filerName: filer.name,
    cik: filer.cik,
    period: PERIODS[0]!,
    cusip,
    securityId: i >= 0 && i < 5 ? `SE${String(i + 1).padStart(4, '0')}` : null,
    issuer: ISSUERS[Math.max(0, i)]!,
    titleOfClass: 'COM',
    value: 1000,
    reportedValue: 1000,
    valueUnit: 'DOLLARS',
    filedOn: '2024-05-15',
    amendmentNo: 0,
    amendmentType: 'ORIGINAL',
    shares: 10,
    shareType: 'SH',
    putCall: null,
    investmentDiscretion: 'SOLE',
    votingSole: 10,
    votingShared: 0,
    votingNone: 0,
    ...rest,
  };
}

/**
 * Every position derived at once by core's rules over all lines in write order, as core's
 * `positionRecord` gives it (filer fields from the filer's latest line), filer by filer.
 */
export function positionsFromScratch(lines: readonly FilingHolding[]): WarehousePosition[] {
  const latest = new Map(lines.map((l) => [l.filerId, l]));
  const rows = quarterChanges(rollUp(effectiveLines(lines))).map((p): WarehousePosition => ({
    ...positionRecord(p),
    filerName: latest.get(p.filerId)!.filerName,
    cik: latest.get(p.filerId)!.cik,
  }));
  // quarterChanges gives each filer's rows together, quarters in order: keep that, filers sorted.
  return [...new Set(rows.map((r) => r.filerId))]
    .sort()
    .flatMap((id) => rows.filter((r) => r.filerId === id));
}

/** Every position the warehouse keeps, filer by filer (FILERS are in id order) in write order. */
export async function everyPosition(warehouse: FilingWarehouse): Promise<WarehousePosition[]> {
  const out: WarehousePosition[] = [];
  for (const filer of FILERS) out.push(...(await warehouse.positionsOfFiler(filer.id)));
  return out;
}

/**
 * The warehouse's positions equal a derivation from scratch over the lines `written`, and again
 * over those left once `remove` has taken the filing `gone` out.
 */
export async function expectDerivedAsFromScratch(
  warehouse: FilingWarehouse,
  written: readonly FilingHolding[],
  gone: { lines: readonly FilingHolding[] },
  remove: () => Promise<unknown>,
): Promise<void> {
  expect(await everyPosition(warehouse)).toEqual(positionsFromScratch(written));
  await remove();
  const left = written.filter((l) => !gone.lines.includes(l));
  expect(await everyPosition(warehouse)).toEqual(positionsFromScratch(left));
}
