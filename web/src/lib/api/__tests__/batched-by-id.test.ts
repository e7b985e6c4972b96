import { MAX_IDS_PER_CALL } from '@backoffice/core';
import { describe, expect, it } from 'vitest';
import { batchedById } from '../batched-by-id.ts';

interface Row {
  id: string;
  name: string;
}

/** A list call over `rows` that records the ids of each call. */
function recorded(rows: Row[]) {
  const calls: string[][] = [];
  const read = batchedById<Row>((ids) => {
    calls.push(ids);
    return Promise.resolve(rows.filter((row) => ids.includes(row.id)));
  });
  return { calls, read };
}

const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `R-${String(i)}`, name: `Row ${String(i)}` }));

describe('reading records by id in batches', () => {
  it('should read the ids asked for in one task in one call, each id once', async () => {
    const { calls, read } = recorded(rowsOf(5));
    const rows = await Promise.all(['R-1', 'R-3', 'R-1', 'R-4'].map(read));
    expect(rows.map((row) => row.name)).toEqual(['Row 1', 'Row 3', 'Row 1', 'Row 4']);
    expect(calls).toEqual([['R-1', 'R-3', 'R-4']]);
  });

  it('should make a new call for ids asked for after the last went out', async () => {
    const { calls, read } = recorded(rowsOf(5));
    await read('R-1');
    await read('R-2');
    expect(calls).toEqual([['R-1'], ['R-2']]);
  });

  it('should split more ids than one call may name into several calls', async () => {
    const many = rowsOf(MAX_IDS_PER_CALL + 3);
    const { calls, read } = recorded(many);
    const rows = await Promise.all(many.map((row) => read(row.id)));
    expect(rows).toEqual(many);
    expect(calls.map((ids) => ids.length)).toEqual([MAX_IDS_PER_CALL, 3]);
  });

  it('should fail the reads of an id the answer lacks, and only those', async () => {
    const { read } = recorded(rowsOf(2));
    const [found, missing] = await Promise.allSettled([read('R-1'), read('R-9')]);
    expect(found).toEqual({ status: 'fulfilled', value: { id: 'R-1', name: 'Row 1' } });
    expect(missing).toMatchObject({ status: 'rejected', reason: new Error('No record R-9') });
  });

  it('should fail every read of a call that failed', async () => {
    const read = batchedById<Row>(() => Promise.reject(new Error('502')));
    const outcomes = await Promise.allSettled([read('R-1'), read('R-2')]);
    expect(outcomes).toEqual([
      { status: 'rejected', reason: new Error('502') },
      { status: 'rejected', reason: new Error('502') },
    ]);
  });
});
