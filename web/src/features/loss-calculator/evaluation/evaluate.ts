/**
 * The engine's answer to an assembled input: the contract's schema first (the same rules the
 * form's fields say), then the engine's own checks, then the figures. Pure, so it runs in the
 * calculator's worker for large inputs or right here for small ones.
 */
import { asLossInput, lossInputSchema } from '@backoffice/core/api';
import {
  calculateLoss,
  calculateLossByAccount,
  LossInputError,
  type LossInput,
  type LossOutput,
} from '@backoffice/core/loss';
import { humanMessage } from '../../../lib/form/messages.ts';

/** A problem as the schema or the engine locates it: a field path and, for a trade, its index. */
export interface Located {
  field: string;
  tradeIndex?: number;
  message: string;
}

export type Evaluation =
  { output: LossOutput; problems: [] } | { output: null; problems: Located[] };

/** `['trades', 3, 'quantity']` → `trades[3].quantity`, as the engine writes its fields. */
function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

function schemaProblems(input: LossInput): Located[] | LossInput {
  const parsed = lossInputSchema.safeParse(input, { error: humanMessage });
  if (parsed.success) return asLossInput(parsed.data);
  return parsed.error.issues.map((issue) => {
    const [first, index] = issue.path;
    const tradeIndex = first === 'trades' && typeof index === 'number' ? index : undefined;
    return {
      field: fieldOf(issue.path),
      ...(tradeIndex === undefined ? {} : { tradeIndex }),
      message: issue.message,
    };
  });
}

const locatedOf = (error: LossInputError): Located[] =>
  error.problems.map((p) => ({
    field: p.field,
    ...(p.tradeIndex === undefined ? {} : { tradeIndex: p.tradeIndex }),
    message: p.message,
  }));

/** The figures per account, added up: what the case's loss run computes for these trades. */
export interface AccountEvaluation {
  output: LossOutput | null;
  accounts: { account: string; output: LossOutput }[];
  problems: Located[];
}

/**
 * Per account, when the trades come from more than one account (core `calculateLossByAccount`).
 * Null when there is nothing to split, or when a start holding was typed: it is one figure for
 * the whole position, which cannot be shared out among accounts.
 */
export function evaluateByAccount(
  input: LossInput,
  accountOf: readonly string[],
): AccountEvaluation | null {
  if (new Set(accountOf).size < 2 || input.startHolding !== undefined) return null;
  try {
    const { total, accounts } = calculateLossByAccount(input, accountOf);
    return { output: total, accounts, problems: [] };
  } catch (error) {
    if (!(error instanceof LossInputError)) throw error;
    return { output: null, accounts: [], problems: locatedOf(error) };
  }
}

export function evaluate(input: LossInput): Evaluation {
  const checked = schemaProblems(input);
  if (Array.isArray(checked)) return { output: null, problems: checked };
  try {
    return { output: calculateLoss(checked), problems: [] };
  } catch (error) {
    // The engine checks everything before computing and names each problem it finds.
    if (!(error instanceof LossInputError)) throw error;
    return { output: null, problems: locatedOf(error) };
  }
}
