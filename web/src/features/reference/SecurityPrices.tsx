/**
 * A security's prices on its page: what its closes cover (first and last close, the trading
 * days missing by the NYSE calendar) and importing a daily price file — checked first (a dry
 * run that writes nothing), then imported, each with its progress and answer.
 */
import type { PriceCoverageAnswer, PriceImport, Security } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Details } from '../../components/detail/Details.tsx';
import { FilesField } from '../../components/upload/FilesField.tsx';
import { UploadList } from '../../components/upload/UploadList.tsx';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { invalidateAfter } from '../../lib/api/use-api-mutation.ts';
import { useFileUploads } from '../../lib/api/use-file-uploads.ts';
import { formatCount, formatDate, formatNumber } from '../../lib/format/format.ts';
import { priceFileMediaType } from './price-file-type.ts';

const ACCEPT = '.csv,.txt,.xlsx,text/csv,text/plain';
/** Gaps listed on the page; the count says how many there are in all. */
const SHOWN_GAPS = 10;

function Coverage({ coverage }: { coverage: PriceCoverageAnswer }) {
  const gaps = coverage.gaps.slice(0, SHOWN_GAPS);
  return (
    <>
      <Details
        items={[
          { label: 'First close', value: formatDate(coverage.firstDate) },
          { label: 'Last close', value: formatDate(coverage.lastDate) },
          { label: 'Closes', value: formatNumber(coverage.closes) },
          { label: 'Imported', value: formatNumber(coverage.importedCloses) },
          {
            label: 'Missing trading days',
            value: coverage.missingDays === 0 ? 'None' : formatNumber(coverage.missingDays),
          },
        ]}
      />
      {gaps.length > 0 ? (
        <ul className="security-prices__gaps" aria-label="Gaps">
          {gaps.map((g) => (
            <li key={g.from}>
              {g.from === g.to ? formatDate(g.from) : `${formatDate(g.from)} – ${formatDate(g.to)}`}{' '}
              ({formatCount(g.days, 'trading day')})
            </li>
          ))}
          {coverage.gaps.length > SHOWN_GAPS ? (
            <li>and {formatCount(coverage.gaps.length - SHOWN_GAPS, 'more gap')}</li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}

function ImportSummary({ answer }: { answer: PriceImport }) {
  return (
    <span>
      {answer.dryRun ? 'Checked, nothing written: ' : 'Imported: '}
      {formatCount(answer.rows, 'day')} read, {formatNumber(answer.added)} added,{' '}
      {formatNumber(answer.changed.length)} changed, {formatNumber(answer.unchanged)} unchanged
      {answer.firstDate && answer.lastDate
        ? ` (${formatDate(answer.firstDate)} to ${formatDate(answer.lastDate)})`
        : ''}
    </span>
  );
}

function ChangedCloses({ answer }: { answer: PriceImport }) {
  if (answer.changed.length === 0) return null;
  return (
    <ul className="security-prices__changed" aria-label="Changed closes">
      {answer.changed.slice(0, SHOWN_GAPS).map((c) => (
        <li key={c.date}>
          {formatDate(c.date)}: {c.oldClose} → {c.newClose}
        </li>
      ))}
      {answer.changed.length > SHOWN_GAPS ? (
        <li>and {formatCount(answer.changed.length - SHOWN_GAPS, 'more day')}</li>
      ) : null}
    </ul>
  );
}

function usePriceImports(securityId: string) {
  const client = useQueryClient();
  const { uploads, send } = useFileUploads<PriceImport, { dryRun: boolean }>(
    async (file, { dryRun }, onProgress) =>
      apiRequest(
        'importSecurityPrices',
        {
          params: { id: securityId },
          query: { dryRun },
          body: new Uint8Array(await file.arrayBuffer()),
        },
        undefined,
        { contentType: priceFileMediaType(file), onProgress },
      ),
  );
  return {
    uploads,
    send: async (file: File, dryRun: boolean) => {
      await send([file], { dryRun });
      if (!dryRun) await invalidateAfter(client, 'importSecurityPrices', { id: securityId });
    },
  };
}

export function SecurityPrices({ security }: { security: Security }) {
  const coverage = useApiQuery('getSecurityPriceCoverage', { params: { id: security.id } });
  const access = useAccess('importSecurityPrices');
  const { uploads, send } = usePriceImports(security.id);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    await send(file, dryRun);
    setBusy(false);
  };
  return (
    <section className="card security-prices" aria-labelledby="security-prices-title">
      <h2 id="security-prices-title" className="reference-section-title">
        Prices of {security.ticker}
      </h2>
      {coverage.data ? <Coverage coverage={coverage.data} /> : <p className="muted">Loading…</p>}
      <FilesField
        id="price-file"
        label="Daily price file (CSV or XLSX: Date, Close and optionally Open, High, Low, Adj Close, Volume)"
        accept={ACCEPT}
        resetKey={0}
        onChange={(files) => {
          setFile(files[0] ?? null);
        }}
      />
      {access.reason ? (
        <p id={reasonId} className="muted">
          {access.reason}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!file || busy || !access.allowed}
          aria-describedby={access.reason ? reasonId : undefined}
          onClick={() => void run(true)}
        >
          Check file
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!file || busy || !access.allowed}
          aria-describedby={access.reason ? reasonId : undefined}
          onClick={() => void run(false)}
        >
          Import prices
        </button>
      </div>
      <UploadList
        uploads={uploads}
        summary={(answer) => <ImportSummary answer={answer} />}
        details={(answer) => <ChangedCloses answer={answer} />}
      />
    </section>
  );
}
