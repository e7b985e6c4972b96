import { describe, expect, it } from 'vitest';
import { jobSubPage, parseGeneratorPage } from '../generator-page.ts';

describe("the report generator's pages", () => {
  it('should open the form without a sub-page or with new', () => {
    expect(parseGeneratorPage(undefined)).toEqual({ view: 'new' });
    expect(parseGeneratorPage('new')).toEqual({ view: 'new' });
  });

  it('should open a job by its id, both ways', () => {
    expect(parseGeneratorPage(jobSubPage('RJ-0007'))).toEqual({ view: 'job', jobId: 'RJ-0007' });
  });

  it('should name anything else as not a page', () => {
    expect(parseGeneratorPage('job-')).toEqual({ view: 'unknown', subPage: 'job-' });
    expect(parseGeneratorPage('<script>')).toEqual({ view: 'unknown', subPage: '<script>' });
  });
});
