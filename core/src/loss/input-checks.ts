/** Checks of the input's dates and start holding: the parts that are not trades. */
import { isIsoDate, show } from './dates.ts';
import { CLASS_PERIOD_BACKWARDS } from '../domain/class-period.ts';
import { defaultDisclosureDate } from './lookback.ts';
import type { IsoDate, LossInput, LossProblem } from './types.ts';

const notADate = (what: string, value: unknown) =>
  `${what} "${show(value)}" is not a date (YYYY-MM-DD)`;

/** The disclosure date when the dates are valid; null after pushing what is wrong. */
export function checkDates(
  input: LossInput,
  problems: LossProblem[],
): { disclosure: IsoDate } | null {
  const before = problems.length;
  const { start, end } = input.classPeriod;
  if (!isIsoDate(start))
    problems.push({
      field: 'classPeriod.start',
      message: notADate('The class period start', start),
    });
  if (!isIsoDate(end))
    problems.push({ field: 'classPeriod.end', message: notADate('The class period end', end) });
  if (problems.length > before) return null;
  if (end < start) {
    const message = `${CLASS_PERIOD_BACKWARDS}: it ends on ${end} but starts on ${start}`;
    problems.push({ field: 'classPeriod.end', message });
    // Any disclosure date is then out of place; saying so too would only repeat this.
    return null;
  }
  const disclosure = input.disclosureDate ?? defaultDisclosureDate(end);
  if (!isIsoDate(disclosure)) {
    problems.push({
      field: 'disclosureDate',
      message: notADate('The disclosure date', disclosure),
    });
  } else if (disclosure < start) {
    problems.push({
      field: 'disclosureDate',
      message: `The disclosure date ${disclosure} is before the class period starts (${start})`,
    });
  }
  return problems.length > before ? null : { disclosure };
}

/** The start holding in units of 1/qScale; 0 after pushing what is wrong. */
export function startQuantity(input: LossInput, qScale: number, problems: LossProblem[]): number {
  const start: unknown = input.startHolding ?? 0;
  const qn = typeof start === 'number' ? Math.round(start * qScale) : NaN;
  if (typeof start === 'number' && start >= 0 && Number.isSafeInteger(qn) && qn / qScale === start)
    return qn;
  problems.push({
    field: 'startHolding',
    message: `The start holding must be a number of shares, 0 or more, not ${show(start)}`,
  });
  return 0;
}

/** A plan's per-share cap: absent, or a positive number of dollars. */
export function capProblems(input: LossInput): LossProblem[] {
  const cap: unknown = input.perShareCap;
  if (cap === undefined || (typeof cap === 'number' && Number.isFinite(cap) && cap > 0)) return [];
  const message = `The per-share cap must be a number of dollars above 0, not ${show(cap)}`;
  return [{ field: 'perShareCap', message }];
}
