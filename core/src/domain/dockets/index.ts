/** Dockets: their numbers, and the rules staff's changes keep. */
export * from './docket-number.ts';
export * from './docket-rules.ts';
export * from './html-text.ts';
export * from './pacer-report.ts';
export * from './pacer-merge.ts';
export * from './court-names.ts';
export * from './cmecf-rss.ts';
export * from './new-suits.ts';
export * from './courtlistener.ts';
