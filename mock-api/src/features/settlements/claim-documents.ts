/**
 * A claim's documents: uploaded as raw bytes (the upload limit of every raw body applies, 413
 * beyond), typed by their bytes (core `sniffDocumentType`, 415 for any type off the list), kept
 * with their SHA-256, and served back only as attachments of that type. The same bytes sent
 * again to the claim answer the document already there. Removing marks the document removed and
 * keeps it, bytes and all: documents are evidence. A client-scoped user reaches only their
 * clients' claims' documents; any other is 404, as the claim itself is.
 */
import { createHash } from 'node:crypto';
import type { Claim, ClaimDocument } from '@backoffice/core/api';
import {
  ACCEPTED_DOCUMENT_TYPES,
  attachmentDisposition,
  CLAIM_DOCUMENT_TYPES,
  downloadName,
  sniffDocumentType,
} from '@backoffice/core/domain';
import { safeFileName } from '@backoffice/core/ingestion';
import { ApiError, notFound } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import type { IdCall } from '../resource.ts';

function visibleClaim(call: IdCall): Claim {
  const claim = call.store.claims.get(call.params.id);
  if (!claim || !call.scope.sees(claim.clientId)) throw notFound('claim', call.params.id);
  return claim;
}

function visibleDocument(call: IdCall): ClaimDocument {
  const document = call.store.claimDocuments.get(call.params.id);
  if (!document || !call.scope.sees(document.clientId))
    throw notFound('claim document', call.params.id);
  return document;
}

const typeOf = (document: ClaimDocument) =>
  Object.values(CLAIM_DOCUMENT_TYPES).find((t) => t.mediaType === document.contentType) ??
  CLAIM_DOCUMENT_TYPES.txt;

export const claimDocumentHandlers: HandlersOf<
  'listClaimDocuments' | 'uploadClaimDocument' | 'getClaimDocumentContent' | 'removeClaimDocument'
> = {
  listClaimDocuments: (call) => {
    const claim = visibleClaim(call);
    const items = call.store.claimDocuments
      .all()
      .filter((d) => d.claimId === claim.id)
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id.localeCompare(a.id));
    return { items };
  },

  uploadClaimDocument: (call) => {
    const claim = visibleClaim(call);
    const fileName = safeFileName(call.query.fileName);
    const bytes = call.body;
    if (bytes.length === 0) throw new ApiError('unprocessable', `"${fileName}" is empty`);
    const type = sniffDocumentType(bytes, fileName);
    if (!type)
      throw new ApiError(
        'unsupported_media_type',
        `"${fileName}" is not a file of an accepted type; accepted: ${ACCEPTED_DOCUMENT_TYPES}`,
      );
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const same = call.store.claimDocuments
      .all()
      .find((d) => d.claimId === claim.id && d.sha256 === sha256 && d.removedAt === null);
    if (same) return same;
    const id = call.store.claimDocuments.nextId();
    call.store.claimDocumentBytes.put({ id, bytes: Buffer.from(bytes) });
    return call.store.claimDocuments.put({
      id,
      claimId: claim.id,
      clientId: claim.clientId,
      kind: call.query.kind,
      fileName,
      contentType: type.mediaType,
      sizeBytes: bytes.length,
      sha256,
      uploadedBy: call.user.username,
      uploadedAt: call.now.toISOString(),
      note: call.query.note || null,
      removedAt: null,
      removedBy: null,
    });
  },

  getClaimDocumentContent: (call) => {
    const document = visibleDocument(call);
    const stored = call.store.claimDocumentBytes.get(document.id);
    if (!stored) throw new ApiError('not_found', 'The file is missing');
    call.setHeader(
      'Content-Disposition',
      attachmentDisposition(downloadName(document.fileName, typeOf(document))),
    );
    return { bytes: stored.bytes, type: document.contentType };
  },

  removeClaimDocument: (call) => {
    const document = visibleDocument(call);
    if (document.removedAt !== null) return;
    call.store.claimDocuments.put({
      ...document,
      removedAt: call.now.toISOString(),
      removedBy: call.user.username,
    });
  },
};
