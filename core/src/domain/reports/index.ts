/** Client reports: their periods, their figures and the scorecard. */
export * from './report-period.ts';
export * from './report-figures.ts';
export * from './scorecard.ts';
