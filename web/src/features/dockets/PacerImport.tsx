/**
 * A PACER report merged into the docket: staff download the docket report or docket history
 * report from PACER as HTML and send it here; the answer says what was new and what of the
 * case header changed. Sending the same report again adds nothing.
 */
import type { DocketImport } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilesField } from '../../components/upload/FilesField.tsx';
import { UploadList } from '../../components/upload/UploadList.tsx';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { invalidateAfter } from '../../lib/api/use-api.ts';
import { useFileUploads } from '../../lib/api/use-file-uploads.ts';
import { formatCount, formatNumber } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';

function ImportSummary({ answer: a }: { answer: DocketImport }) {
  return (
    <span>
      {humanize(a.reportKind)} of {a.reportDocketNumber}:{' '}
      {formatCount(a.entriesRead, 'entry', 'entries')} read, {formatNumber(a.entriesAdded)} added,{' '}
      {formatNumber(a.entriesAlreadyThere)} already there
      {a.entriesUndated > 0 ? `, ${formatNumber(a.entriesUndated)} without a date left out` : ''}
    </span>
  );
}

function HeaderChanges({ answer }: { answer: DocketImport }) {
  if (answer.headerChanges.length === 0) return null;
  return (
    <ul className="docket-import__changes" aria-label="Header changes">
      {answer.headerChanges.map((c) => (
        <li key={c.field}>
          {humanize(c.field)}: {c.before ?? '—'} → {c.after ?? '—'}
        </li>
      ))}
    </ul>
  );
}

export function PacerImport({ docketId }: { docketId: string }) {
  const client = useQueryClient();
  const access = useAccess('importDocketReport');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const { uploads, send } = useFileUploads<DocketImport, null>(async (f, _none, onProgress) =>
    apiRequest(
      'importDocketReport',
      { params: { id: docketId }, body: new Uint8Array(await f.arrayBuffer()) },
      undefined,
      { contentType: 'text/html', onProgress },
    ),
  );
  if (!access.allowed) return null;
  return (
    <section className="docket-import" aria-label="Import a PACER report">
      <FilesField
        id="pacer-report"
        label="PACER docket report or docket history report (HTML, as saved from PACER)"
        accept=".html,.htm,text/html"
        resetKey={0}
        onChange={(files) => {
          setFile(files[0] ?? null);
        }}
      />
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!file || busy}
          onClick={() => {
            if (!file) return;
            setBusy(true);
            void send([file], null)
              .then(() => invalidateAfter(client, 'importDocketReport', { id: docketId }))
              .finally(() => {
                setBusy(false);
              });
          }}
        >
          Import PACER report
        </button>
      </div>
      <UploadList
        uploads={uploads}
        summary={(answer) => <ImportSummary answer={answer} />}
        details={(answer) => <HeaderChanges answer={answer} />}
      />
    </section>
  );
}
