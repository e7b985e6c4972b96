/**
 * The closes a case's loss runs need that its securities lack (core `closeShortfalls`, by the
 * NYSE calendar), so the case page and Loss Runs can say so before a run fails on them.
 */
import { MOST_LISTED_GAPS } from '@backoffice/core/api';
import { caseCloseSpans, closeShortfalls, disclosureOf } from '@backoffice/core/domain';
import type { HandlersOf } from '../handler.ts';
import { seriesOf } from '../../store/prices.ts';
import { cases } from './cases.ts';

export const casePriceCoverageHandlers: HandlersOf<'getCasePriceCoverage'> = {
  getCasePriceCoverage: (call) => {
    const c = cases.find(call);
    const { store } = call;
    const spans = caseCloseSpans({ ...c, disclosureDate: disclosureOf(c) }, store.asOf);
    return {
      caseId: c.id,
      calendar: 'XNYS' as const,
      asOf: store.asOf,
      securities: c.securityIds.map((securityId) => ({
        securityId,
        ticker: store.securities.get(securityId)?.ticker ?? securityId,
        spans: closeShortfalls(spans, seriesOf(store, securityId)?.days ?? []).map((span) => ({
          ...span,
          gaps: span.gaps.slice(0, MOST_LISTED_GAPS),
        })),
      })),
    };
  },
};
