/**
 * A generated case's description, written as a complaint's summary: who is sued, what they
 * said, what the truth was, when it came out and what it did to the stock.
 */
import type { Rng } from './rng.ts';

/** What the issuer is said to have misrepresented, and the disclosure that revealed it. */
const THEORIES: readonly (readonly [string, string])[] = [
  [
    'the sustainability of its revenue growth, which depended on pulling sales forward from later quarters',
    'reported revenue well below guidance and withdrew its full-year outlook',
  ],
  [
    'its revenue recognition practices',
    'announced that it would restate its financial statements for the prior three quarters',
  ],
  [
    'the effectiveness of its internal controls over financial reporting',
    'disclosed a material weakness in its internal controls and delayed its quarterly report',
  ],
  [
    'the clinical results and approval prospects of its lead product candidate',
    'announced that the FDA had issued a complete response letter declining to approve it',
  ],
  [
    'the safety of its flagship product',
    'announced a recall of the product following reports of injuries',
  ],
  [
    'the size and quality of its order backlog',
    'disclosed that a significant share of its backlog had been cancelled',
  ],
  [
    'its compliance with consumer-lending regulations',
    'disclosed an investigation by the Consumer Financial Protection Bureau',
  ],
  [
    'the growth and retention of its subscribers',
    'reported its first quarterly decline in subscribers and cut its guidance',
  ],
  [
    'the integration of a major acquisition and the synergies it would deliver',
    'wrote down most of the goodwill from the acquisition',
  ],
  [
    'its exposure to a single large customer',
    'disclosed that the customer would not renew its contract',
  ],
];

export interface CaseFacts {
  issuer: string;
  classPeriodStart: string;
  classPeriodEnd: string;
  disclosure: string;
  /** The fall in the share price on the disclosure, as a fraction (0.23 = 23 %). */
  drop: number;
}

export function caseSummary(rng: Rng, facts: CaseFacts): string {
  const [misstated, revealed] = rng.pick(THEORIES);
  const percent = Math.round(facts.drop * 100);
  return (
    `Alleges that ${facts.issuer} and certain of its senior officers made materially false and misleading ` +
    `statements about ${misstated} between ${facts.classPeriodStart} and ${facts.classPeriodEnd}, in violation ` +
    `of Sections 10(b) and 20(a) of the Exchange Act and Rule 10b-5. On ${facts.disclosure} the company ` +
    `${revealed}, and its shares fell about ${String(percent)}% that day.`
  );
}
