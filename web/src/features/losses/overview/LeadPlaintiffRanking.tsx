/**
 * The lead-plaintiff ranking of one case: its clients by loss, largest first (the largest
 * financial interest is the presumptive lead plaintiff), with the factors courts also weigh:
 * shares bought (TSP), net shares bought (NSP) and net funds expended (NFE).
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, formatNumber } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { rankedCase, rankingRows, type CaseRanking, type RankingRow } from './overview-rows.ts';
import { TotalsTable, type Column } from './TotalsTable.tsx';

const COLUMNS: Column<RankingRow>[] = [
  { header: 'Rank', numeric: true, cell: (r) => String(r.rank) },
  {
    header: 'Client',
    name: true,
    cell: (r) => (
      <>
        <Link to={hrefOf('lossReport', { subPage: `client-${r.clientId}` })}>{r.clientName}</Link>
        {r.largest ? <span className="ranking-lead"> Largest loss</span> : null}
      </>
    ),
  },
  { header: 'FIFO net', numeric: true, cell: (r) => formatCents(r.fifoNet) },
  { header: 'Share', numeric: true, cell: (r) => r.share },
  { header: 'LIFO net', numeric: true, cell: (r) => formatCents(r.lifoNet) },
  { header: 'TSP', numeric: true, cell: (r) => formatNumber(r.tsp) },
  { header: 'NSP', numeric: true, cell: (r) => formatNumber(r.nsp) },
  { header: 'NFE', numeric: true, cell: (r) => formatCents(r.nfe) },
  { header: 'Recognized loss', numeric: true, cell: (r) => formatCents(r.recognizedLoss) },
];

interface Props {
  entries: readonly CaseRanking[];
  selected: string;
  onSelect: (caseId: string) => void;
}

export function LeadPlaintiffRanking({ entries, selected, onSelect }: Props) {
  const pickId = useId();
  const entry = rankedCase(entries, selected);
  if (!entry) return null;
  return (
    <section className="card" aria-labelledby="lead-plaintiff">
      <h2 id="lead-plaintiff" className="loss-section-title">
        Lead-plaintiff ranking
      </h2>
      <div className="loss-filters">
        <div className="loss-filters__field">
          <label htmlFor={pickId}>Case</label>
          <select
            id={pickId}
            className="form-control"
            value={entry.caseId}
            onChange={(event) => {
              onSelect(event.target.value);
            }}
          >
            {entries.map((e) => (
              <option key={e.caseId} value={e.caseId}>
                {e.caseCaption}
              </option>
            ))}
          </select>
        </div>
      </div>
      {entry.ranking.length === 0 ? (
        <p className="muted">No client you may see has a loss on this case.</p>
      ) : (
        <TotalsTable
          label={`Lead-plaintiff ranking: ${entry.caseCaption}`}
          columns={COLUMNS}
          rows={rankingRows(entry)}
          rowKey={(r) => r.clientId}
        />
      )}
    </section>
  );
}
