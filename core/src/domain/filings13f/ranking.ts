/**
 * The institutions to contact first: filers ranked by estimated loss under one method, largest
 * first; ties by name, so the order is stable.
 */
export type RankMethod = 'FIFO' | 'LIFO';

export interface RankedLoss {
  filerName: string;
  fifoLoss: number;
  lifoLoss: number;
}

export function lossOf(row: RankedLoss, method: RankMethod): number {
  return method === 'FIFO' ? row.fifoLoss : row.lifoLoss;
}

export function rankByLoss<R extends RankedLoss>(rows: readonly R[], method: RankMethod): R[] {
  return [...rows].sort(
    (a, b) => lossOf(b, method) - lossOf(a, method) || a.filerName.localeCompare(b.filerName),
  );
}
