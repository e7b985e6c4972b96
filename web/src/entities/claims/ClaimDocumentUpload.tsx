/**
 * Adding a document to a claim: its kind chosen, the file sent as raw bytes with its progress,
 * the server's refusal shown as it words it (too large, empty, a type it does not take). The
 * server tells the file's type from its bytes; what the browser says of it is only a hint. A
 * deficiency letter added offers to mark the claim deficient.
 */
import {
  CLAIM_DOCUMENT_KIND_LABELS,
  CLAIM_DOCUMENT_KINDS,
  CLAIM_DOCUMENT_MEDIA_TYPES,
  type Claim,
  type ClaimDocument,
  type ClaimDocumentUpload as Upload,
} from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OneFileUpload } from '../../components/upload/OneFileUpload.tsx';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { invalidateAfter } from '../../lib/api/use-api-mutation.ts';
import { MarkDeficient } from './ClaimMove.tsx';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.tif,.tiff,.docx,.xlsx,.txt,.eml';

const typeOf = (file: File) =>
  CLAIM_DOCUMENT_MEDIA_TYPES.includes(file.type) ? file.type : 'application/octet-stream';

export function ClaimDocumentUpload({ claim }: { claim: Claim }) {
  const client = useQueryClient();
  const [kind, setKind] = useState<Upload['kind']>('administrator_letter');
  const canMove = useCan('setClaimStatus');
  return (
    <div className="claim-documents__upload">
      <div className="form-field">
        <label className="form-field__label" htmlFor="claim-document-kind">
          Kind of document
        </label>
        <select
          id="claim-document-kind"
          className="form-control"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as Upload['kind']);
          }}
        >
          {CLAIM_DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {CLAIM_DOCUMENT_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <OneFileUpload<ClaimDocument>
        name="Upload a document"
        className="claim-documents__form"
        inputId="claim-document-file"
        label="File (PDF, PNG, JPEG, TIFF, DOCX, XLSX, TXT or EML)"
        accept={ACCEPT}
        action="Upload document"
        send={async (file, onProgress) =>
          apiRequest(
            'uploadClaimDocument',
            {
              params: { id: claim.id },
              query: { kind, fileName: file.name },
              body: new Uint8Array(await file.arrayBuffer()),
            },
            undefined,
            { contentType: typeOf(file), onProgress },
          )
        }
        afterSend={() => invalidateAfter(client, 'uploadClaimDocument', { id: claim.id })}
        details={(answer) =>
          canMove && answer.kind === 'deficiency_letter' ? <MarkDeficient claim={claim} /> : null
        }
        summary={(answer) => (
          <span>Kept as {CLAIM_DOCUMENT_KIND_LABELS[answer.kind].toLowerCase()}</span>
        )}
      />
    </div>
  );
}
