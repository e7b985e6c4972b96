/**
 * A claim's documents: each with its kind, name, size and who uploaded it when, downloaded as
 * the server serves it (an attachment of the type its bytes show); a removed one stays listed,
 * marked, since documents are evidence. Who may upload or remove sees those actions too.
 */
import { CLAIM_DOCUMENT_KIND_LABELS, type Claim, type ClaimDocument } from '@backoffice/core/api';
import { useState } from 'react';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { apiFile } from '../../lib/api/api-request.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { downloadBlob } from '../../lib/download.ts';
import { formatDateTime, formatNumber } from '../../lib/format/format.ts';
import { ClaimDocumentUpload } from './ClaimDocumentUpload.tsx';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function DocumentActions({ document }: { document: ClaimDocument }) {
  const [busy, setBusy] = useState(false);
  const canRemove = useCan('removeClaimDocument');
  const remove = useApiMutation('removeClaimDocument');
  const download = async () => {
    setBusy(true);
    try {
      const blob = await apiFile('getClaimDocumentContent', { params: { id: document.id } });
      downloadBlob(document.fileName, blob);
    } catch (error) {
      toast({
        tone: 'error',
        title: 'Download failed',
        description: describeApiError(error).message,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="claim-documents__actions">
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        aria-label={`Download ${document.fileName}`}
        onClick={() => void download()}
      >
        Download
      </button>
      {canRemove && document.removedAt === null ? (
        <button
          type="button"
          className="button button--small"
          disabled={remove.isPending}
          aria-label={`Remove ${document.fileName}`}
          onClick={() => {
            remove.mutate(
              { params: { id: document.id } },
              {
                onError: (error) => {
                  toast({
                    tone: 'error',
                    title: 'Not removed',
                    description: describeApiError(error).message,
                  });
                },
              },
            );
          }}
        >
          Remove
        </button>
      ) : null}
    </span>
  );
}

function DocumentRow({ document: d }: { document: ClaimDocument }) {
  return (
    <tr className={d.removedAt ? 'claim-documents__removed' : undefined}>
      <td data-label="Kind">{CLAIM_DOCUMENT_KIND_LABELS[d.kind]}</td>
      <td data-label="Name">
        <span className="claim-documents__name">{d.fileName}</span>
        {d.note ? <span className="claim-documents__note">{d.note}</span> : null}
        {d.removedAt ? (
          <span className="claim-documents__note">
            Removed by {d.removedBy} on {formatDateTime(d.removedAt)}
          </span>
        ) : null}
      </td>
      <td data-label="Size">{formatSize(d.sizeBytes)}</td>
      <td data-label="Uploaded">
        {d.uploadedBy}, {formatDateTime(d.uploadedAt)}
      </td>
      <td data-label="Actions">
        <DocumentActions document={d} />
      </td>
    </tr>
  );
}

export function ClaimDocuments({ claim }: { claim: Claim }) {
  const canUpload = useCan('uploadClaimDocument');
  const documents = useApiQuery('listClaimDocuments', { params: { id: claim.id } });
  const items = documents.data?.items ?? [];
  return (
    <section className="claim-documents" aria-labelledby="claim-documents-title">
      <h3 id="claim-documents-title" className="claim-details__heading">
        Documents
      </h3>
      {documents.isError ? (
        <p role="alert">{describeApiError(documents.error).message}</p>
      ) : documents.isPending ? (
        <p>Loading documents…</p>
      ) : items.length === 0 ? (
        <p>No documents yet.</p>
      ) : (
        <table className="claim-documents__table">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Name</th>
              <th scope="col">Size</th>
              <th scope="col">Uploaded</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((d) => (
              <DocumentRow key={d.id} document={d} />
            ))}
          </tbody>
        </table>
      )}
      {canUpload ? <ClaimDocumentUpload claim={claim} /> : null}
    </section>
  );
}
