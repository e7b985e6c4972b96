/** Each filer's 13-F lines follow the table: appends, a line moved, deletes, a rollback. */
import { describe, expect, it } from 'vitest';
import type { FilingHolding } from '@backoffice/core/api';
import { linesByFiler, linesOfFiler } from '../filing-lines.ts';
import { Table } from '../table.ts';

function line(id: string, filerId: string, cusip: string): FilingHolding {
  return {
    id,
    filerId,
    filerName: `Filer ${filerId}`,
    cik: '0000000001',
    period: '2025-06-30',
    cusip,
    securityId: null,
    issuer: 'ISSUER',
    titleOfClass: 'COM',
    value: 100,
    reportedValue: 100,
    valueUnit: 'DOLLARS',
    filedOn: '2025-08-14',
    amendmentNo: 0,
    amendmentType: 'ORIGINAL',
    shares: 10,
    shareType: 'SH',
    putCall: null,
    investmentDiscretion: 'SOLE',
    votingSole: 10,
    votingShared: 0,
    votingNone: 0,
  };
}

/** What one pass over the table gives: the truth the index must keep. */
function scanned(table: Table<FilingHolding>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const l of table.all()) out.set(l.filerId, [...(out.get(l.filerId) ?? []), l.id]);
  return out;
}

const ids = (store: { filingHoldings: Table<FilingHolding> }) =>
  new Map([...linesByFiler(store)].map(([filer, lines]) => [filer, lines.map((l) => l.id)]));

describe("a filer's 13-F lines", () => {
  it('should follow lines appended, moved to another filer and deleted, in table order', () => {
    const table = new Table('FH', [
      line('FH-0000001', 'F-1', 'A'),
      line('FH-0000002', 'F-2', 'B'),
      line('FH-0000003', 'F-1', 'C'),
    ]);
    const store = { filingHoldings: table };
    expect(linesOfFiler(store, 'F-1').map((l) => l.cusip)).toEqual(['A', 'C']);
    table.append((id) => line(id, 'F-2', 'D'));
    table.append((id) => line(id, 'F-3', 'E'));
    table.put({ ...table.get('FH-0000003')!, filerId: 'F-2' });
    table.delete('FH-0000002');
    expect(ids(store)).toEqual(scanned(table));
    expect(linesOfFiler(store, 'F-2').map((l) => l.cusip)).toEqual(['C', 'D']);
    expect(linesOfFiler(store, 'F-9')).toEqual([]);
  });

  it('should lose the lines of a write that was rolled back', () => {
    const table = new Table('FH', [line('FH-0000001', 'F-1', 'A')]);
    const store = { filingHoldings: table };
    expect(linesOfFiler(store, 'F-1')).toHaveLength(1);
    table.begin();
    table.append((id) => line(id, 'F-1', 'B'));
    table.append((id) => line(id, 'F-4', 'C'));
    expect(linesOfFiler(store, 'F-1')).toHaveLength(2);
    table.rollback();
    table.end();
    expect(ids(store)).toEqual(new Map([['F-1', ['FH-0000001']]]));
  });
});
