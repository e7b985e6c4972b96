/**
 * What a case's new loss run changed for the clients it covers, against the run before it:
 * which clients crossed their loss threshold (at or above it now, not before), and which are
 * eligible for the first time (lines now, none before). Losses are FIFO net losses in US
 * cents, a client's summed over its accounts and the case's securities; thresholds are whole
 * US dollars.
 */

/** A client's loss in one run of a case: its FIFO net loss, in US cents. */
export type ClientLosses = ReadonlyMap<string, number>;

export interface ThresholdSetting {
  clientId: string;
  monitored: boolean;
  lossThresholdUsd: number;
}

export interface Crossing {
  clientId: string;
  lossCents: number;
  thresholdUsd: number;
}

/**
 * A client's loss meets its threshold when it is a loss (above zero: a gain or a wash is no
 * loss, whatever the threshold) and at least the threshold.
 */
export function meetsThreshold(lossCents: number | undefined, thresholdUsd: number): boolean {
  return lossCents !== undefined && lossCents > 0 && lossCents >= thresholdUsd * 100;
}

/**
 * The monitored clients whose loss meets their threshold in the new run and did not in the
 * previous one (none before the first run), in the order of `settings`.
 */
export function thresholdCrossings(
  previous: ClientLosses,
  current: ClientLosses,
  settings: readonly ThresholdSetting[],
): Crossing[] {
  const crossings: Crossing[] = [];
  for (const s of settings) {
    if (!s.monitored) continue;
    const now = current.get(s.clientId);
    if (!meetsThreshold(now, s.lossThresholdUsd)) continue;
    if (meetsThreshold(previous.get(s.clientId), s.lossThresholdUsd)) continue;
    crossings.push({ clientId: s.clientId, lossCents: now!, thresholdUsd: s.lossThresholdUsd });
  }
  return crossings;
}

/** Clients with lines in the new run and none in the previous one, sorted. */
export function newlyEligible(previous: ClientLosses, current: ClientLosses): string[] {
  return [...current.keys()].filter((id) => !previous.has(id)).sort();
}

/** Sums result lines into each client's loss. */
export function lossesByClient(
  lines: Iterable<{ clientId: string; fifoNet: number }>,
): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.clientId, (sums.get(line.clientId) ?? 0) + line.fifoNet);
  return sums;
}
