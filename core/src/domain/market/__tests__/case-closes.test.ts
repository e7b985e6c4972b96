import { describe, expect, it } from 'vitest';
import { caseCloseSpans, closeShortfalls } from '../case-closes.ts';
import { tradingDaysBetween } from '../exchange-calendar.ts';

// Hurricane Sandy closed the exchange on 29 and 30 October 2012.
const SANDY_CASE = {
  classPeriodStart: '2012-10-22',
  classPeriodEnd: '2012-11-02',
  disclosureDate: '2012-11-05',
};

describe("a case's spans of needed closes", () => {
  it('should be the class period and the 90 calendar days from the disclosure', () => {
    expect(caseCloseSpans(SANDY_CASE, '2026-10-30')).toEqual([
      { kind: 'classPeriod', from: '2012-10-22', to: '2012-11-02' },
      // 5 November + 89 days: 25 more in November, 31 in December, 31 in January, 2 in February.
      { kind: 'lookback', from: '2012-11-05', to: '2013-02-02' },
    ]);
  });

  it("should stop at the data's today and leave out a span that has not begun", () => {
    expect(caseCloseSpans(SANDY_CASE, '2012-11-09')).toEqual([
      { kind: 'classPeriod', from: '2012-10-22', to: '2012-11-02' },
      { kind: 'lookback', from: '2012-11-05', to: '2012-11-09' },
    ]);
    expect(caseCloseSpans(SANDY_CASE, '2012-10-25')).toEqual([
      { kind: 'classPeriod', from: '2012-10-22', to: '2012-10-25' },
    ]);
  });
});

describe('the closes a case lacks', () => {
  it('should count only trading days: the storm closure is no missing day', () => {
    const spans = caseCloseSpans(SANDY_CASE, '2012-11-09');
    // Every weekday of the class period but 1 November and the two closed days; no lookback close.
    const present = ['2012-10-22', '2012-10-23', '2012-10-24', '2012-10-25', '2012-10-26'];
    present.push('2012-10-31', '2012-11-02');
    expect(closeShortfalls(spans, present)).toEqual([
      {
        kind: 'classPeriod',
        from: '2012-10-22',
        to: '2012-11-02',
        tradingDays: 8,
        missingDays: 1,
        gaps: [{ from: '2012-11-01', to: '2012-11-01', days: 1 }],
      },
      {
        kind: 'lookback',
        from: '2012-11-05',
        to: '2012-11-09',
        tradingDays: 5,
        missingDays: 5,
        gaps: [{ from: '2012-11-05', to: '2012-11-09', days: 5 }],
      },
    ]);
  });

  it('should run days missing on both sides of a closure into one span', () => {
    const spans = caseCloseSpans(SANDY_CASE, '2012-11-02');
    const present = tradingDaysBetween('2012-10-22', '2012-11-02').filter(
      (d) => d !== '2012-10-26' && d !== '2012-10-31',
    );
    const [classPeriod] = closeShortfalls(spans, present);
    expect(classPeriod?.gaps).toEqual([{ from: '2012-10-26', to: '2012-10-31', days: 2 }]);
    expect(closeShortfalls(spans, tradingDaysBetween('2012-10-01', '2012-11-30'))).toEqual([
      expect.objectContaining({ missingDays: 0, gaps: [] }),
    ]);
  });
});
