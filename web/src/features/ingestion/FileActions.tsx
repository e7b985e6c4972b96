/**
 * What can be done with a file where it is listed: ingest or skip (with a reason) a staged
 * one; download, review or restage a skipped one; see the rows of an ingested one or undo it.
 */
import type { IngestionFile } from '@backoffice/core/api';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { downloadBlob } from '../../lib/download.ts';
import { hrefOf } from '../../lib/hrefs.ts';

const failed = (title: string) => (e: unknown) => {
  toast({ tone: 'error', title, description: describeApiError(e).message });
};

export async function downloadOriginal(file: IngestionFile): Promise<void> {
  const original = await apiRequest('getIngestionOriginal', { params: { id: file.id } });
  const bytes = Uint8Array.from(atob(original.base64), (c) => c.charCodeAt(0));
  downloadBlob(original.fileName, new Blob([bytes], { type: original.mediaType }));
}

function DetailsButton({ file }: { file: IngestionFile }) {
  const [search, setSearch] = useSearchParams();
  const open = search.get('file') === file.id;
  return (
    <button
      type="button"
      className="button button--small"
      aria-pressed={open}
      onClick={() => {
        const next = new URLSearchParams(search);
        if (open) next.delete('file');
        else next.set('file', file.id);
        setSearch(next);
      }}
    >
      Details
    </button>
  );
}

function SkipButton({ file }: { file: IngestionFile }) {
  const skip = useApiMutation('skipFile');
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button--small">
          Skip
        </button>
      }
      title={`Skip ${file.fileName}?`}
      description={
        <label className="form-field">
          <span className="form-field__label">Reason (required)</span>
          <textarea
            className="form-control"
            value={reason}
            maxLength={500}
            onChange={(e) => {
              setReason(e.target.value);
            }}
          />
        </label>
      }
      confirmLabel="Skip file"
      onConfirm={async () => {
        if (reason.trim() === '') throw new Error('Say why the file is skipped.');
        await skip.mutateAsync({ params: { id: file.id }, body: { reason } });
      }}
    />
  );
}

function StagedActions({ file }: { file: IngestionFile }) {
  const ingest = useApiMutation('ingestFile');
  const canIngest = useCan('ingestFile');
  const canSkip = useCan('skipFile');
  return (
    <>
      {canIngest ? (
        <button
          type="button"
          className="button button--small button--primary"
          disabled={ingest.isPending}
          onClick={() => {
            ingest.mutate(
              { params: { id: file.id } },
              {
                onSuccess: (done) => {
                  toast({
                    tone: 'success',
                    title: 'Ingested',
                    description: `${done.fileName}: ${String(done.ingestedRows)} rows added`,
                  });
                },
                onError: failed('Not ingested'),
              },
            );
          }}
        >
          {ingest.isPending ? 'Ingesting…' : 'Ingest'}
        </button>
      ) : null}
      {canSkip ? <SkipButton file={file} /> : null}
    </>
  );
}

function SkippedActions({ file }: { file: IngestionFile }) {
  const restage = useApiMutation('restageFile');
  const canRestage = useCan('restageFile');
  return (
    <>
      {file.hasOriginal ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            downloadOriginal(file).catch(failed('Not downloaded'));
          }}
        >
          Download
        </button>
      ) : null}
      {canRestage ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            restage.mutate({ params: { id: file.id } }, { onError: failed('Not staged') });
          }}
        >
          Restage
        </button>
      ) : null}
    </>
  );
}

function IngestedActions({ file }: { file: IngestionFile }) {
  const undo = useApiMutation('undoIngestion');
  const canUndo = useCan('undoIngestion');
  const rows =
    file.kind === 'trades'
      ? hrefOf('trades', undefined, { sourceFileId: file.id })
      : hrefOf('holdings', undefined, { clientId: file.clientId, custodian: file.custodian });
  return (
    <>
      <Link className="button button--small" to={rows}>
        {file.kind === 'trades' ? 'Trades' : 'Holdings'}
      </Link>
      {canUndo && file.hasOriginal ? (
        <ConfirmDialog
          trigger={
            <button type="button" className="button button--small">
              Undo
            </button>
          }
          title={`Undo the ingestion of ${file.fileName}?`}
          description={`The ${String(file.ingestedRows)} ${file.kind} it added are removed; the file goes back to Staged Files.`}
          confirmLabel="Undo ingestion"
          tone="danger"
          onConfirm={async () => {
            const result = await undo.mutateAsync({ params: { id: file.id } });
            toast({
              tone: 'success',
              title: `Undone: ${String(result.removed)} rows removed`,
              description:
                result.dependents.length > 0
                  ? `Used since: ${result.dependents.join('; ')}`
                  : 'Nothing had used them.',
            });
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Each button asks the policy about its own call: reading a file's rows or its original needs
 * only READ, so a viewer keeps those links while the writes are left out.
 */
export function FileActions({ row }: { row: IngestionFile }) {
  return (
    <span className="file-actions">
      <DetailsButton file={row} />
      {row.status === 'staged' ? <StagedActions file={row} /> : null}
      {row.status === 'skipped' ? <SkippedActions file={row} /> : null}
      {row.status === 'ingested' ? <IngestedActions file={row} /> : null}
    </span>
  );
}
