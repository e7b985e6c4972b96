/**
 * A claim's documents: the administrator's letters, the filed claim form, a distribution notice,
 * uploaded as raw bytes and kept as evidence. A document is never deleted: removing it marks it
 * removed (who and when), its bytes kept. Its type is the one its bytes show (core
 * `sniffDocumentType`), never the uploader's; the same bytes sent twice to one claim are answered
 * with the document already there.
 */
import { z } from 'zod';
import {
  CLAIM_DOCUMENT_KIND_LABELS,
  CLAIM_DOCUMENT_KINDS,
  CLAIM_DOCUMENT_MEDIA_TYPES,
} from '../../domain/settlements/index.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateTimeSchema, oneLine } from '../primitives.ts';

export { CLAIM_DOCUMENT_KIND_LABELS, CLAIM_DOCUMENT_KINDS, CLAIM_DOCUMENT_MEDIA_TYPES };
export const claimDocumentKindSchema = z.enum(CLAIM_DOCUMENT_KINDS);

export const claimDocumentSchema = named(
  'ClaimDocument',
  z.object({
    id: idSchema,
    claimId: idSchema,
    /** The claim's client (who may see the document). */
    clientId: idSchema,
    kind: claimDocumentKindSchema,
    /** The uploader's name for it, without any path, control or direction-override characters. */
    fileName: z.string(),
    /** The type its bytes show, one of the accepted ones. */
    contentType: z.enum(CLAIM_DOCUMENT_MEDIA_TYPES),
    sizeBytes: z.number().int().positive(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    uploadedBy: z.string(),
    uploadedAt: isoDateTimeSchema,
    note: z.string().nullable(),
    /** When and by whom it was removed; its bytes are kept. */
    removedAt: isoDateTimeSchema.nullable(),
    removedBy: z.string().nullable(),
  }),
);
export type ClaimDocument = z.infer<typeof claimDocumentSchema>;

export const claimDocumentListSchema = named(
  'ClaimDocumentList',
  z.object({ items: z.array(claimDocumentSchema) }),
);

/** What an upload says of its file, beside the bytes sent as the body. */
export const claimDocumentUploadQuerySchema = z.strictObject({
  kind: claimDocumentKindSchema,
  fileName: z.string().min(1, 'name the file').max(500),
  note: oneLine(z.string().trim().max(500)).optional(),
});
export type ClaimDocumentUpload = z.infer<typeof claimDocumentUploadQuerySchema>;
