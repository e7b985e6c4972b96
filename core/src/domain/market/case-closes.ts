/**
 * Which closes a case's loss runs need and which are missing: every trading day (NYSE calendar)
 * of the class period and of the 90-day lookback that begins on the corrective disclosure
 * (the loss engine's own window). Days after the data's "today" are not judged: no close can
 * exist for them yet.
 */
import { lookbackWindow } from '../../loss/lookback.ts';
import { missingSpans, type PriceGap } from './coverage.ts';
import { tradingDaysBetween } from './exchange-calendar.ts';

export type CloseSpanKind = 'classPeriod' | 'lookback';

export interface CloseSpan {
  kind: CloseSpanKind;
  /** First and last day judged, both included. */
  from: string;
  to: string;
}

export interface CloseShortfall extends CloseSpan {
  tradingDays: number;
  missingDays: number;
  /** The missing trading days run together into spans, oldest first. */
  gaps: PriceGap[];
}

export interface CaseDates {
  classPeriodStart: string;
  classPeriodEnd: string;
  /** The first corrective disclosure: the lookback's first day. */
  disclosureDate: string;
}

/** The class period and the lookback, each cut at `asOf`; a span wholly after it is left out. */
export function caseCloseSpans(dates: CaseDates, asOf: string): CloseSpan[] {
  const lookback = lookbackWindow(dates.disclosureDate);
  const spans: CloseSpan[] = [
    { kind: 'classPeriod', from: dates.classPeriodStart, to: dates.classPeriodEnd },
    { kind: 'lookback', from: lookback.start, to: lookback.end },
  ];
  return spans
    .map((span) => ({ ...span, to: span.to < asOf ? span.to : asOf }))
    .filter((span) => span.from <= span.to);
}

/** What `presentDates` (the days with a close) leave uncovered of each span. */
export function closeShortfalls(
  spans: readonly CloseSpan[],
  presentDates: Iterable<string>,
): CloseShortfall[] {
  const present = new Set(presentDates);
  return spans.map((span) => {
    const tradingDays = tradingDaysBetween(span.from, span.to);
    return { ...span, tradingDays: tradingDays.length, ...missingSpans(tradingDays, present) };
  });
}
