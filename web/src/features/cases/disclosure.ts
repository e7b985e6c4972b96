/**
 * When the truth came out: the corrective disclosure that ended a class period. The contract
 * records it only indirectly, as the sharp price drop the API links to the case
 * (`PriceDrop.caseIds`); without one, the first trading day after the class period stands in,
 * and without prices the calendar day after.
 */
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

export type DisclosureSource = 'price_drop' | 'next_trading_day' | 'next_day';

export interface Disclosure {
  date: string;
  source: DisclosureSource;
}

export function disclosureOf(
  classPeriodEnd: string,
  /** The case's drops of one security (any order). */
  drops: readonly { date: string }[],
  /** The security's trading days (any order). */
  tradingDays: readonly string[],
): Disclosure {
  const after = (dates: readonly string[]) => dates.filter((d) => d > classPeriodEnd).sort()[0];
  const drop = after(drops.map((d) => d.date));
  if (drop) return { date: drop, source: 'price_drop' };
  const traded = after(tradingDays);
  if (traded) return { date: traded, source: 'next_trading_day' };
  return { date: format(addDays(parseISO(classPeriodEnd), 1), 'yyyy-MM-dd'), source: 'next_day' };
}

export const DISCLOSURE_SOURCE_TEXT: Readonly<Record<DisclosureSource, string>> = {
  price_drop: 'The sharp price drop linked to this case',
  next_trading_day: 'Estimated: the first trading day after the class period',
  next_day: 'Estimated: the day after the class period',
};
