/**
 * The losses a case's clients stand at: each client's most recent completed loss run (an older
 * run was superseded by the newer one, a failed run computed nothing).
 */
import type { LossRun } from '@backoffice/core/api';

export function latestRunPerClient(runs: readonly LossRun[]): LossRun[] {
  const latest = new Map<string, LossRun>();
  for (const run of runs) {
    if (run.status !== 'completed') continue;
    const seen = latest.get(run.clientId);
    if (!seen || run.createdAt > seen.createdAt) latest.set(run.clientId, run);
  }
  return [...latest.values()].sort((a, b) => b.totalRecognizedLoss - a.totalRecognizedLoss);
}
