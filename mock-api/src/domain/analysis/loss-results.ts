/**
 * Reading stored runs and their lines: the lines of a run (grouped once per version of the
 * results, since a run's lines are read again and again by lists, the overview and reports),
 * the latest completed run of each case, and sums of lines in integer cents.
 */
import type { LossResult, LossRun } from '@backoffice/core/api';
import { derivedFrom } from '../../store/derived.ts';
import type { Store } from '../../store/store.ts';

const linesByRun = derivedFrom(
  (store: Store) => [store.lossResults],
  (store) => Map.groupBy(store.lossResults.all(), (line: LossResult) => line.runId),
);

export function resultsOf(store: Store, runId: string): readonly LossResult[] {
  return linesByRun(store).get(runId) ?? [];
}

const later = (a: LossRun, b: LossRun) =>
  (a.finishedAt ?? '') > (b.finishedAt ?? '') ||
  ((a.finishedAt ?? '') === (b.finishedAt ?? '') && a.id > b.id);

/** Each case's most recently finished completed run: the figures the practice stands on. */
export function latestRuns(store: Store): Map<string, LossRun> {
  const latest = new Map<string, LossRun>();
  for (const run of store.lossRuns.all()) {
    if (run.status !== 'completed') continue;
    const seen = latest.get(run.caseId);
    if (!seen || later(run, seen)) latest.set(run.caseId, run);
  }
  return latest;
}

export interface LossTotals {
  fifoNet: number;
  fifoNoOffset: number;
  lifoNet: number;
  lifoNoOffset: number;
  /** Null while no line added had one (no plan of allocation). */
  recognizedLoss: number | null;
  tsp: number;
  nsp: number;
  nfe: number;
}

export const noTotals = (): LossTotals => ({
  fifoNet: 0,
  fifoNoOffset: 0,
  lifoNet: 0,
  lifoNoOffset: 0,
  recognizedLoss: null,
  tsp: 0,
  nsp: 0,
  nfe: 0,
});

/** Adds a line (or other totals) into `into`; cents stay integers, so the sums are exact. */
export function addTo(into: LossTotals, line: LossTotals): LossTotals {
  into.fifoNet += line.fifoNet;
  into.fifoNoOffset += line.fifoNoOffset;
  into.lifoNet += line.lifoNet;
  into.lifoNoOffset += line.lifoNoOffset;
  if (line.recognizedLoss !== null)
    into.recognizedLoss = (into.recognizedLoss ?? 0) + line.recognizedLoss;
  into.tsp += line.tsp;
  into.nsp += line.nsp;
  into.nfe += line.nfe;
  return into;
}

export const totalsOf = (lines: readonly LossTotals[]): LossTotals =>
  lines.reduce(addTo, noTotals());

/** Only the totals' fields of a line or group. */
export function justTotals(t: LossTotals): LossTotals {
  const { fifoNet, fifoNoOffset, lifoNet, lifoNoOffset, recognizedLoss, tsp, nsp, nfe } = t;
  return { fifoNet, fifoNoOffset, lifoNet, lifoNoOffset, recognizedLoss, tsp, nsp, nfe };
}

/** Largest FIFO net loss first; ties by name, so the order never depends on storage. */
export const byFifoNet =
  <T extends { fifoNet: number }>(name: (row: T) => string) =>
  (a: T, b: T): number =>
    b.fifoNet - a.fifoNet || name(a).localeCompare(name(b));
