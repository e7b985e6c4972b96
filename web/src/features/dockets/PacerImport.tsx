/**
 * A PACER report merged into the docket: staff download the docket report or docket history
 * report from PACER as HTML and send it here; the answer says what was new and what of the
 * case header changed. Sending the same report again adds nothing.
 */
import type { DocketImport } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { OneFileUpload } from '../../components/upload/OneFileUpload.tsx';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { invalidateAfter } from '../../lib/api/use-api-mutation.ts';
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
  if (!access.allowed) return null;
  return (
    <OneFileUpload<DocketImport>
      name="Import a PACER report"
      className="docket-import"
      inputId="pacer-report"
      label="PACER docket report or docket history report (HTML, as saved from PACER)"
      accept=".html,.htm,text/html"
      action="Import PACER report"
      send={async (file, onProgress) =>
        apiRequest(
          'importDocketReport',
          { params: { id: docketId }, body: new Uint8Array(await file.arrayBuffer()) },
          undefined,
          { contentType: 'text/html', onProgress },
        )
      }
      afterSend={() => invalidateAfter(client, 'importDocketReport', { id: docketId })}
      summary={(answer) => <ImportSummary answer={answer} />}
      details={(answer) => <HeaderChanges answer={answer} />}
    />
  );
}
