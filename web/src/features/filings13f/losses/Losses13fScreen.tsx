/**
 * 13F Loss Analyzer: for a case, every institution's estimated loss from its 13-F positions
 * (the last quarter-end position before the class period as the start holding, each quarter's
 * change a proxy trade at the quarter's average close, valued by the loss engine), ranked by
 * FIFO or LIFO — the institutions to contact — with clients marked, a chart and exports. The
 * case and the method are in the URL.
 */
import { rankByLoss, type RankMethod } from '@backoffice/core/domain';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LocalTable } from '../../../components/data-table/LocalTable.tsx';
import { LookupInput } from '../../../components/data-table/LookupInput.tsx';
import { CASE_LOOKUP } from '../../../components/data-table/lookups.ts';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import '../filings13f.css';
import { LOSS_COLUMNS, type RankedFilingLoss } from './loss-columns.tsx';
import { exportLossCsv, exportLossWorkbook } from './loss-export.ts';
import { TopFilersChart } from './TopFilersChart.tsx';
import { useCaseLosses } from './use-case-losses.ts';

function useLossParams() {
  const [search, setSearch] = useSearchParams();
  const method: RankMethod = search.get('rank') === 'lifo' ? 'LIFO' : 'FIFO';
  const set = (name: 'case' | 'rank', value: string) => {
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  };
  return { caseId: search.get('case') ?? '', method, set };
}

function MethodSwitch({ method, onChange }: { method: RankMethod; onChange: (m: string) => void }) {
  const id = useId();
  return (
    <div className="f13-controls__field">
      <label htmlFor={id}>Rank by</label>
      <select
        id={id}
        className="form-control"
        value={method}
        onChange={(e) => {
          onChange(e.target.value === 'LIFO' ? 'lifo' : '');
        }}
      >
        <option value="FIFO">FIFO estimate</option>
        <option value="LIFO">LIFO estimate</option>
      </select>
    </div>
  );
}

function Exports({ caption, rows }: { caption: string; rows: readonly RankedFilingLoss[] }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const workbook = () => {
    setBusy(true);
    setFailed('');
    exportLossWorkbook(caption, rows)
      .catch((err: unknown) => {
        setFailed(err instanceof Error ? err.message : 'The workbook could not be made');
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <div className="f13-actions">
      <button
        type="button"
        className="button"
        onClick={() => {
          exportLossCsv(caption, rows);
        }}
      >
        Export CSV
      </button>
      <button type="button" className="button" onClick={workbook} disabled={busy}>
        {busy ? 'Writing the workbook…' : 'Export XLSX'}
      </button>
      {failed ? (
        <span className="f13-error" role="alert">
          {failed}
        </span>
      ) : null}
    </div>
  );
}

function Ranking({ caseId, method }: { caseId: string; method: RankMethod }) {
  const losses = useCaseLosses(caseId);
  const caption = useApiQuery('getCase', { params: { id: caseId } }).data?.caption ?? caseId;
  const rows = useMemo(
    () => rankByLoss(losses.data ?? [], method).map((r, i) => ({ ...r, rank: i + 1 })),
    [losses.data, method],
  );
  if (losses.isError) {
    return (
      <LoadFailure
        what="The estimates"
        error={losses.error}
        onRetry={() => void losses.refetch()}
      />
    );
  }
  if (losses.isPending) return <StatusView title="Estimating the institutions’ losses…" />;
  if (rows.length === 0) {
    return (
      <p className="muted">No 13-F filer held this case’s securities with an estimated loss.</p>
    );
  }
  const clients = rows.filter((r) => r.isClient).length;
  return (
    <section className="f13-stack" aria-label="Ranked filers">
      <p>
        {rows.length} institutions ranked by {method} estimate;{' '}
        {clients === 1 ? '1 is already a client' : `${String(clients)} are already clients`}.
      </p>
      <TopFilersChart rows={rows} />
      <LocalTable
        key={method}
        rows={rows}
        columns={LOSS_COLUMNS}
        label={`13F losses ${caption}`}
        choices="13F losses"
        pageSize={25}
        noExport
        actions={<Exports caption={caption} rows={rows} />}
      />
    </section>
  );
}

function Losses13f({ route }: ScreenProps) {
  const { caseId, method, set } = useLossParams();
  const caseField = useId();
  return (
    <article className="f13-stack">
      <PageHeader title={route.name} />
      <p className="f13-note">
        These are estimates. 13-F reports give each institution’s position at quarter ends only:
        trades within a quarter are invisible in 13-F data, so each quarter’s change is taken as one
        trade at that quarter’s average close.
      </p>
      <div className="f13-controls">
        <div className="f13-controls__field">
          <label htmlFor={caseField}>Case</label>
          <LookupInput
            id={caseField}
            label="Case"
            source={CASE_LOOKUP}
            value={caseId}
            onChange={(id) => {
              set('case', id);
            }}
          />
        </div>
        <MethodSwitch
          method={method}
          onChange={(m) => {
            set('rank', m);
          }}
        />
      </div>
      {caseId ? (
        <Ranking caseId={caseId} method={method} />
      ) : (
        <p className="muted">Pick a case to rank the institutions that held its securities.</p>
      )}
    </article>
  );
}

export default defineScreen(Losses13f);
