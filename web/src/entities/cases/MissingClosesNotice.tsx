/**
 * A case's securities that lack closes its loss runs need (the API's `getCasePriceCoverage`,
 * judged by the NYSE calendar): one line per security and span, each linking to the security's
 * page, where its prices are imported. Nothing is shown while every close is there.
 */
import type { CasePriceCoverage } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { Banner } from '../../components/feedback/Banner.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatCount, formatDate } from '../../lib/format/format.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import './missing-closes.css';

const SPAN_NAMES = { classPeriod: 'the class period', lookback: 'the 90-day lookback' } as const;

interface Shortfall {
  key: string;
  securityId: string;
  ticker: string;
  text: string;
}

function shortfallsOf(coverage: CasePriceCoverage): Shortfall[] {
  return coverage.securities.flatMap((security) =>
    security.spans
      .filter((span) => span.missingDays > 0)
      .map((span) => ({
        key: `${security.securityId}:${span.kind}`,
        securityId: security.securityId,
        ticker: security.ticker,
        text:
          `${formatCount(span.missingDays, 'trading day')} without a close for ${security.ticker} ` +
          `between ${formatDate(span.from)} and ${formatDate(span.to)} (${SPAN_NAMES[span.kind]})`,
      })),
  );
}

export function MissingClosesNotice({ caseId }: { caseId: string }) {
  const coverage = useApiQuery('getCasePriceCoverage', { params: { id: caseId } });
  const shortfalls = coverage.data ? shortfallsOf(coverage.data) : [];
  if (shortfalls.length === 0) return null;
  return (
    <Banner tone="warning">
      <p className="missing-closes__title">
        Closes are missing for this case&apos;s securities. A loss run needs every close of the
        lookback.
      </p>
      <ul className="missing-closes__list" aria-label="Missing closes">
        {shortfalls.map((s) => (
          <li key={s.key}>
            {s.text}.{' '}
            <Link to={hrefOf('securities', undefined, { security: s.securityId })}>
              Import {s.ticker}&apos;s prices
            </Link>
          </li>
        ))}
      </ul>
    </Banner>
  );
}
