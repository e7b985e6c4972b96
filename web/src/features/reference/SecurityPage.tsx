/**
 * A security's page, opened from the Securities list (`?security=<id>`, the list's view kept
 * for the way back): what it is, its daily price and volume with the class periods of its
 * cases shaded and its detected drops marked, what its closes cover and a price file's import,
 * its stock splits, then those cases and drops as lists.
 */
import { caseList, priceDropList } from '@backoffice/core/api';
import type { Security } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { HistorySection } from '../../components/audit/HistorySection.tsx';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { Details } from '../../components/detail/Details.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatDate, formatMoney } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { SECURITY_CASE_COLUMNS, dropColumns } from './security-page-tables.tsx';
import { SecurityPriceChart } from './SecurityPriceChart.tsx';
import { SecurityPrices } from './SecurityPrices.tsx';
import { SecuritySplits } from './SecuritySplits.tsx';
import { WithRecord } from '../../components/feedback/WithRecord.tsx';

/** A security has a handful of cases and drops; one page of each feeds the chart. */
const ALL = 100;

interface Props {
  id: string;
  listHref: string;
  onEdit: (() => void) | null;
}

function SecurityDetails({ security: s }: { security: Security }) {
  return (
    <section className="card" aria-label="Details">
      <Details
        items={[
          { label: 'CUSIP', value: <code>{s.cusip}</code> },
          { label: 'ISIN', value: <code>{s.isin}</code> },
          { label: 'Exchange', value: s.exchange },
          { label: 'Country', value: s.country },
          { label: 'Currency', value: s.currency },
          { label: 'Market', value: humanize(s.market) },
          { label: 'Asset class', value: s.assetClass === 'adr' ? 'ADR' : humanize(s.assetClass) },
          { label: 'Sector', value: s.sector },
          { label: 'Status', value: humanize(s.status) },
          { label: 'Listed on', value: formatDate(s.listedOn) },
          {
            label: 'Last close',
            value: s.lastCloseDate
              ? `${formatMoney(s.lastClose, s.currency)} on ${formatDate(s.lastCloseDate)}`
              : null,
          },
        ]}
      />
      <HistorySection recordType="security" id={s.id} />
    </section>
  );
}

function SecurityBody({ security, onEdit }: { security: Security; onEdit: Props['onEdit'] }) {
  const cases = useApiQuery('listCases', {
    query: { securityIds: security.id, pageSize: ALL, sort: 'classPeriodStart:asc' },
  });
  const drops = useApiQuery('listPriceDrops', {
    query: { securityId: security.id, pageSize: ALL, sort: 'date:asc' },
  });
  return (
    <>
      <header className="detail__header">
        <div className="detail__heading">
          <h1 className="detail__title">
            {security.ticker} · {security.name}
          </h1>
          <p className="detail__subtitle">
            {security.exchange} · {security.country} · {security.currency}
          </p>
        </div>
        {onEdit ? (
          <div className="detail__actions">
            <button type="button" className="button button--primary" onClick={onEdit}>
              Edit
            </button>
          </div>
        ) : null}
      </header>
      <div className="security-page__stack">
        <SecurityDetails security={security} />
        {cases.isError || drops.isError ? (
          <Banner tone="warning">
            {cases.isError ? 'The cases' : 'The price drops'} of {security.ticker} could not be
            loaded for the chart; the lists below say more.
          </Banner>
        ) : null}
        <SecurityPriceChart
          security={security}
          cases={cases.data?.items ?? []}
          drops={drops.data?.items ?? []}
        />
        <SecurityPrices security={security} />
        <SecuritySplits security={security} />
        <section className="card" aria-labelledby="security-cases-title">
          <h2 id="security-cases-title" className="reference-section-title">
            Cases on {security.ticker}
          </h2>
          <DataTable
            endpoint="listCases"
            list={caseList}
            label={`Cases on ${security.ticker}`}
            columns={SECURITY_CASE_COLUMNS}
            fixedQuery={{ securityIds: security.id }}
            urlPrefix="cases"
            rowHref={(row) => hrefOf('case', { caseId: row.id })}
            emptyText={`No case concerns ${security.ticker}.`}
          />
        </section>
        <section className="card" aria-labelledby="security-drops-title">
          <h2 id="security-drops-title" className="reference-section-title">
            Price drops of {security.ticker}
          </h2>
          <p className="muted">One-day falls of 10% or more from the previous close.</p>
          <DataTable
            endpoint="listPriceDrops"
            list={priceDropList}
            label={`Price drops of ${security.ticker}`}
            columns={dropColumns(security.currency)}
            fixedQuery={{ securityId: security.id }}
            urlPrefix="drops"
            emptyText={`No drop of 10% or more is recorded for ${security.ticker}.`}
          />
        </section>
      </div>
    </>
  );
}

export function SecurityPage({ id, listHref, onEdit }: Props) {
  const security = useApiQuery('getSecurity', { params: { id } });
  return (
    <div className="security-page">
      <Link className="security-page__back" to={listHref}>
        ← All securities
      </Link>
      <WithRecord what="security" id={id} query={security}>
        {(s) => <SecurityBody security={s} onEdit={onEdit} />}
      </WithRecord>
    </div>
  );
}
