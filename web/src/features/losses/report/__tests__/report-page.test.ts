import { describe, expect, it } from 'vitest';
import { parseReportPage, reportFileName, reportSubPage } from '../report-page.ts';

describe('the Loss Report address', () => {
  it.each([
    [undefined, { view: 'pick', kind: null }],
    ['case', { view: 'pick', kind: 'case' }],
    ['client', { view: 'pick', kind: 'client' }],
    ['case-CA-0001', { view: 'report', kind: 'case', id: 'CA-0001' }],
    ['client-42', { view: 'report', kind: 'client', id: '42' }],
    ['summary', { view: 'invalid', subPage: 'summary' }],
    ['case-', { view: 'invalid', subPage: 'case-' }],
    ['firm-7', { view: 'invalid', subPage: 'firm-7' }],
    [`case-${'x'.repeat(65)}`, { view: 'invalid', subPage: `case-${'x'.repeat(65)}` }],
  ])('should read %s', (subPage, expected) => {
    expect(parseReportPage(subPage)).toEqual(expected);
  });

  it('should name a report the way it reads it back', () => {
    expect(parseReportPage(reportSubPage('client', 'CL-9'))).toEqual({
      view: 'report',
      kind: 'client',
      id: 'CL-9',
    });
  });

  it('should name the files after the report and the day, with no unsafe character', () => {
    expect(reportFileName({ kind: 'case', id: 'CA 1/2' }, '2024-05-01', 'pdf')).toBe(
      'loss-report-case-CA-1-2-2024-05-01.pdf',
    );
  });
});
