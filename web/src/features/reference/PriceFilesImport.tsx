/**
 * The Data Panel's price import: many daily price files at once, each matched to its security
 * by the ticker or CUSIP in its name or picked by hand (a search of the server as one types),
 * then checked and imported one by one with its progress and answer.
 */
import type { PriceImport } from '@backoffice/core/api';
import { useState } from 'react';
import { LookupInput } from '../../components/data-table/LookupInput.tsx';
import { SECURITY_LOOKUP } from '../../components/data-table/lookups.ts';
import { FilesField } from '../../components/upload/FilesField.tsx';
import { formatCount, formatNumber } from '../../lib/format/format.ts';
import { usePriceFiles, type PriceFileRow } from './use-price-files.ts';

const ACCEPT = '.csv,.txt,.xlsx,text/csv,text/plain';

const answerText = (a: PriceImport) =>
  `Imported: ${formatCount(a.rows, 'day')} read, ${formatNumber(a.added)} added, ` +
  `${formatNumber(a.changed.length)} changed, ${formatNumber(a.unchanged)} unchanged`;

function stepText(row: PriceFileRow): string {
  const percent = `${String(Math.round(row.progress * 100))}%`;
  switch (row.step) {
    case 'matching':
      return 'Looking for its security…';
    case 'ready':
      if (row.securityId === '') return 'No security matched: choose one.';
      return row.matchedBy
        ? `Matched by ${row.matchedBy === 'cusip' ? 'CUSIP' : 'ticker'}.`
        : 'Chosen.';
    case 'checking':
      return `Checking… ${percent}`;
    case 'importing':
      return `Importing… ${percent}`;
    case 'done':
      return row.answer ? answerText(row.answer) : 'Imported.';
    case 'failed':
      return `Not imported. ${row.error ?? ''}`;
  }
}

function FileRow({
  row,
  onPick,
  onRemove,
  busy,
}: {
  row: PriceFileRow;
  onPick: (securityId: string) => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const pickerId = `${row.key}-security`;
  return (
    <li className="price-files__row" aria-label={row.file.name}>
      <div className="price-files__name">{row.file.name}</div>
      <div className="price-files__security">
        <label className="visually-hidden" htmlFor={pickerId}>
          Security of {row.file.name}
        </label>
        <LookupInput
          id={pickerId}
          label={`Security of ${row.file.name}`}
          source={SECURITY_LOOKUP}
          value={row.securityId}
          onChange={onPick}
        />
      </div>
      <button type="button" className="button button--small" disabled={busy} onClick={onRemove}>
        Remove
      </button>
      <p className="price-files__step" role="status">
        {stepText(row)}
      </p>
      {row.step === 'checking' || row.step === 'importing' ? (
        <progress max={1} value={row.progress} aria-label={`Progress of ${row.file.name}`} />
      ) : null}
      {row.problems.length > 0 ? (
        <ul className="price-files__problems" aria-label={`Problems of ${row.file.name}`}>
          {row.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {row.answer && row.answer.changed.length > 0 ? (
        <p className="muted">
          Changed:{' '}
          {row.answer.changed
            .slice(0, 5)
            .map((c) => c.date)
            .join(', ')}
          {row.answer.changed.length > 5 ? '…' : ''}
        </p>
      ) : null}
    </li>
  );
}

export function PriceFilesImport() {
  const { rows, add, pick, remove, importAll } = usePriceFiles();
  const [busy, setBusy] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const ready = rows.some((r) => r.securityId !== '' && r.step !== 'done');
  return (
    <div className="price-files">
      <FilesField
        id="price-files"
        label="Daily price files (CSV or XLSX), one per security: named with its ticker or CUSIP, or choose the security beside each"
        accept={ACCEPT}
        resetKey={resetKey}
        onChange={(files) => {
          add(files);
          setResetKey((k) => k + 1);
        }}
      />
      {rows.length > 0 ? (
        <ul className="price-files__list" aria-label="Price files">
          {rows.map((row) => (
            <FileRow
              key={row.key}
              row={row}
              busy={busy}
              onPick={(id) => {
                pick(row.key, id);
              }}
              onRemove={() => {
                remove(row.key);
              }}
            />
          ))}
        </ul>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={!ready || busy}
          onClick={() => {
            setBusy(true);
            void importAll().finally(() => {
              setBusy(false);
            });
          }}
        >
          Check and import
        </button>
      </div>
    </div>
  );
}
