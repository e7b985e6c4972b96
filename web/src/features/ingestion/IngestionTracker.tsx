/**
 * The Ingestion Tracker (`/ingestionTracker`): for one kind of file, every client and custodian
 * against the last periods, as a matrix. Missing and late files stand out; an administrator
 * waives an expected file with a note (or marks a waived one missing again).
 */
import { FILE_KINDS, type TrackerEntry } from '@backoffice/core/api';
import { useState } from 'react';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { toneClass } from '../../components/feedback/tone.ts';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { humanize } from '../../lib/format/labels.ts';
import { TRACKER_TONES } from './status-tones.ts';
import { TrackerCell } from './TrackerCell.tsx';
import './ingestion.css';

type Kind = (typeof FILE_KINDS)[number];

const LEGEND: readonly TrackerEntry['status'][] = [
  'missing',
  'late',
  'received',
  'pending',
  'waived',
];

function IngestionTracker() {
  const [kind, setKind] = useState<Kind>('trades');
  const matrix = useApiQuery('getTrackerMatrix', { query: { kind } }, { keepPrevious: true });
  const data = matrix.data;
  return (
    <>
      <PageHeader title="Ingestion Tracker" />
      <div className="tracker-toolbar">
        <label className="form-field">
          <span className="form-field__label">Kind of file</span>
          <select
            className="form-control"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as Kind);
            }}
          >
            {FILE_KINDS.map((k) => (
              <option key={k} value={k}>
                {humanize(k)}
              </option>
            ))}
          </select>
        </label>
        {data ? (
          <ul className="tracker-legend" aria-label="Counts">
            {LEGEND.map((s) => (
              <li
                key={s}
                className={`tracker-cell tracker-cell--${s}${toneClass(TRACKER_TONES[s])}`}
              >
                {humanize(s)}: {data.counts[s]}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {matrix.isError ? <p role="alert">{describeApiError(matrix.error).message}</p> : null}
      {matrix.isPending ? <p>Loading the tracker…</p> : null}
      {data ? (
        <div className="tracker-matrix" role="region" aria-label="Tracker matrix" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Client</th>
                <th scope="col">Custodian</th>
                {data.periods.map((p) => (
                  <th scope="col" key={p}>
                    {p}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={`${row.clientId}|${row.custodian}`}>
                  <th scope="row">{row.clientName}</th>
                  <td>{row.custodian}</td>
                  {row.cells.map((cell, i) => (
                    <td key={data.periods[i]}>{cell ? <TrackerCell entry={cell} /> : null}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

export default defineScreen(IngestionTracker);
