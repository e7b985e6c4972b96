import type { LossProblem } from './types.ts';

/** How many problems the message spells out; `problems` always has them all. */
const LISTED = 20;

function describe(problems: readonly LossProblem[]): string {
  const listed = problems.slice(0, LISTED).map((p) => p.message);
  const more = problems.length - listed.length;
  const head =
    problems.length === 1
      ? 'The loss input has a problem'
      : `The loss input has ${problems.length} problems`;
  return `${head}: ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/** Thrown by `calculateLoss` on input it cannot compute exactly; names every problem. */
export class LossInputError extends Error {
  readonly problems: LossProblem[];

  constructor(problems: LossProblem[]) {
    super(describe(problems));
    this.name = 'LossInputError';
    this.problems = problems;
  }
}
