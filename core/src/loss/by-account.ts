/**
 * A client's loss across several accounts, as the case's loss run works it out: each account on
 * its own (its sales matched against its own purchases), then the accounts' figures added up.
 * Pooling every account's trades into one `calculateLoss` lets a sale in one account use shares
 * bought in another, so its FIFO and LIFO can differ from the sum; both are legitimate, but
 * only the sum is what the case's runs, overview and rankings show.
 *
 * An account counts when it traded in the class period, the loss run's rule for a position
 * (`hasClassPeriodTrade`): one that did not has no class-period loss and is left out.
 */
import { calculateLoss, type LossOptions } from './calculate.ts';
import { LossInputError } from './errors.ts';
import type {
  LossInput,
  LossOutput,
  LotLine,
  MethodResult,
  RecognizedLoss,
  RecognizedLotLine,
} from './types.ts';

export interface AccountLoss {
  /** The account as the caller tagged its trades (an account number, say). */
  account: string;
  output: LossOutput;
}

export interface LossByAccount {
  /** The accounts' figures added up; lots keep their trade indexes into the whole input. */
  total: LossOutput;
  accounts: AccountLoss[];
  /** Accounts left out: no trade in the class period. */
  skipped: string[];
}

/** Whether a position has a trade in the class period (inclusive): the loss run's rule. */
export function hasClassPeriodTrade(
  classPeriod: { start: string; end: string },
  trades: readonly { date: string }[],
): boolean {
  return trades.some((t) => t.date >= classPeriod.start && t.date <= classPeriod.end);
}

/** Each account's trades, in input order, with their indexes into the whole input. */
function split(input: LossInput, accountOf: readonly string[]) {
  const groups = new Map<string, number[]>();
  input.trades.forEach((_, i) => {
    const account = accountOf[i] ?? '';
    const indexes = groups.get(account) ?? [];
    indexes.push(i);
    groups.set(account, indexes);
  });
  return groups;
}

const remap = (at: readonly number[]) => (index: number | null) =>
  index === null ? null : (at[index] ?? index);

function lotsOf(at: readonly number[], lots: readonly LotLine[]): LotLine[] {
  const to = remap(at);
  return lots.map((l) => ({
    ...l,
    purchaseIndex: to(l.purchaseIndex),
    saleIndex: to(l.saleIndex),
  }));
}

function recognizedLotsOf(at: readonly number[], lots: readonly RecognizedLotLine[]) {
  const to = remap(at);
  return lots.map((l) => ({
    ...l,
    purchaseIndex: to(l.purchaseIndex) ?? 0,
    saleIndex: to(l.saleIndex),
  }));
}

const addMethod = (a: MethodResult, b: MethodResult, at: readonly number[]): MethodResult => ({
  net: a.net + b.net,
  noOffset: a.noOffset + b.noOffset,
  lots: [...a.lots, ...lotsOf(at, b.lots)],
});

function addRecognized(
  a: RecognizedLoss | undefined,
  b: RecognizedLoss | undefined,
  at: readonly number[],
): RecognizedLoss | undefined {
  if (!b) return a;
  const lots = recognizedLotsOf(at, b.lots);
  if (!a) return { ...b, lots };
  return {
    amount: a.amount + b.amount,
    uncapped: a.uncapped + b.uncapped,
    marketLoss: a.marketLoss + b.marketLoss,
    lots: [...a.lots, ...lots],
  };
}

function add(total: LossOutput | null, next: LossOutput, at: readonly number[]): LossOutput {
  const empty: MethodResult = { net: 0, noOffset: 0, lots: [] };
  const base = total ?? { ...next, fifo: empty, lifo: empty, tsp: 0, nsp: 0, nfe: 0, retained: 0 };
  const recognizedLoss = addRecognized(total?.recognizedLoss, next.recognizedLoss, at);
  return {
    fifo: addMethod(base.fifo, next.fifo, at),
    lifo: addMethod(base.lifo, next.lifo, at),
    tsp: base.tsp + next.tsp,
    nsp: base.nsp + next.nsp,
    nfe: base.nfe + next.nfe,
    retained: base.retained + next.retained,
    lookback: next.lookback,
    ...(recognizedLoss ? { recognizedLoss } : {}),
  };
}

/**
 * `accountOf[i]` names the account of `input.trades[i]`. Throws `LossInputError` with every
 * account's problems, each naming its trade by its index into the whole input; throws one
 * problem too when no account traded in the class period (there is then nothing to add up).
 */
export function calculateLossByAccount(
  input: LossInput,
  accountOf: readonly string[],
  options: LossOptions = {},
): LossByAccount {
  const accounts: AccountLoss[] = [];
  const skipped: string[] = [];
  const problems: LossInputError['problems'] = [];
  let total: LossOutput | null = null;
  for (const [account, at] of split(input, accountOf)) {
    const trades = at.map((i) => input.trades[i]!);
    if (!hasClassPeriodTrade(input.classPeriod, trades)) {
      skipped.push(account);
      continue;
    }
    try {
      const output = calculateLoss({ ...input, trades }, options);
      accounts.push({ account, output });
      total = add(total, output, at);
    } catch (error) {
      if (!(error instanceof LossInputError)) throw error;
      const to = remap(at);
      for (const p of error.problems) {
        const tradeIndex = p.tradeIndex === undefined ? undefined : (to(p.tradeIndex) ?? undefined);
        problems.push({ ...p, ...(tradeIndex === undefined ? {} : { tradeIndex }) });
      }
    }
  }
  // A problem of the shared inputs (the prices, the plan) comes from every account: say it once.
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = `${p.field}|${String(p.tradeIndex)}|${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  if (unique.length > 0) throw new LossInputError(unique);
  if (!total) {
    throw new LossInputError([
      { field: 'trades', message: 'No account traded in the class period' },
    ]);
  }
  return { total, accounts, skipped };
}
