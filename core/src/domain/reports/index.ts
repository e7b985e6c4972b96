/** Client reports: their periods, their figures, their totals and the scorecard. */
export * from './report-period.ts';
export * from './report-figures.ts';
export * from './scorecard.ts';
export * from './report-totals.ts';
export * from './report-review.ts';
