/**
 * The scorecard: recoveries against losses, and how the cases ended, for one client or one case
 * (or all of them). Cents throughout; the rate is recovery over claims, null with nothing claimed.
 */
import type { CaseLine, CaseOutcome } from './report-figures.ts';

export interface Scorecard {
  cases: number;
  lossCents: number;
  claimCents: number;
  recoveryCents: number;
  /** Recovered share of the claims, 0–1; null when there is no claim. */
  recoveryRate: number | null;
  outcomes: Record<CaseOutcome, number>;
}

type Scored = Pick<CaseLine, 'fifoNet' | 'claim' | 'recovery' | 'outcome'>;

export function scorecardOf(lines: Iterable<Scored>): Scorecard {
  const card: Scorecard = {
    cases: 0,
    lossCents: 0,
    claimCents: 0,
    recoveryCents: 0,
    recoveryRate: null,
    outcomes: { recovered: 0, pending: 0, dismissed: 0 },
  };
  for (const line of lines) {
    card.cases += 1;
    card.lossCents += line.fifoNet;
    card.claimCents += line.claim;
    card.recoveryCents += line.recovery;
    card.outcomes[line.outcome] += 1;
  }
  card.recoveryRate = card.claimCents > 0 ? card.recoveryCents / card.claimCents : null;
  return card;
}

export interface ScorecardRow extends Scorecard {
  id: string;
  name: string;
}

/**
 * One scorecard per key (a client, or a case), most recovered first. Each line is one client in
 * one case, so per case `cases` counts the clients with a line.
 */
export function scorecardsBy<L extends Scored>(
  lines: Iterable<L>,
  keyOf: (line: L) => { id: string; name: string },
): ScorecardRow[] {
  const groups = new Map<string, { name: string; lines: L[] }>();
  for (const line of lines) {
    const { id, name } = keyOf(line);
    const group = groups.get(id);
    if (group) group.lines.push(line);
    else groups.set(id, { name, lines: [line] });
  }
  return [...groups]
    .map(([id, g]) => ({ id, name: g.name, ...scorecardOf(g.lines) }))
    .sort(
      (a, b) =>
        b.recoveryCents - a.recoveryCents ||
        b.lossCents - a.lossCents ||
        a.name.localeCompare(b.name),
    );
}
