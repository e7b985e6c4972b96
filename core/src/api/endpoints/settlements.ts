/** Settlements of a case and the claims filed under them. */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  CLAIM_DOCUMENT_MEDIA_TYPES,
  claimDocumentListSchema,
  claimDocumentSchema,
  claimDocumentUploadQuerySchema,
} from '../entities/claim-documents.ts';
import { uploadBodySchema } from '../entities/ingestion.ts';
import {
  claimList,
  claimSchema,
  claimStatusChangeSchema,
  FILING_FILE_TYPES,
} from '../entities/claims.ts';
import {
  settlementCreateSchema,
  settlementList,
  settlementSchema,
  settlementUpdateSchema,
} from '../entities/settlements.ts';
import { change, create, getOne, idParams, list, remove } from './kinds.ts';

const settlements = { tag: 'Settlements', item: settlementSchema };
const claims = { tag: 'Settlements', item: claimSchema };

export const settlementEndpoints = {
  listSettlements: list({
    ...settlements,
    path: '/settlements',
    summary:
      'List settlements (from/to bound the claim deadline); claim counts and totals are of the clients the caller may see',
    list: settlementList,
  }),
  getSettlement: getOne({ ...settlements, path: '/settlements/{id}', summary: 'One settlement' }),
  createSettlement: create({
    ...settlements,
    path: '/settlements',
    summary:
      'Add a settlement to a case with its plan of allocation; a claim is generated for every client that traded an eligible security in the settlement class period. 422 for dates out of order, fees over the fund or unknown securities',
    body: settlementCreateSchema,
    errors: [422],
  }),
  updateSettlement: change({
    ...settlements,
    path: '/settlements/{id}',
    summary:
      'Change a settlement; a change of its period, securities or plan recomputes every claim (a claim past eligible keeps its status)',
    body: settlementUpdateSchema,
    errors: [422],
  }),
  listClaims: list({
    ...claims,
    path: '/claims',
    summary:
      'List claims (from/to bound the filing date), filtered by settlement, client, case or status',
    list: claimList,
  }),
  getClaim: getOne({
    ...claims,
    path: '/claims/{id}',
    summary: 'One claim with its lot trail and history',
  }),
  setClaimStatus: endpoint({
    method: 'PUT',
    path: '/claims/{id}/status',
    tag: 'Settlements',
    summary:
      'Move a claim: filed needs its date and claim number, deficient the reason and cure deadline, rejected the reason, paid the date and amount (checked against the expected payment). 409 for a move the process does not allow',
    params: idParams,
    body: claimStatusChangeSchema,
    response: claimSchema,
    errors: [409],
  }),
  exportClaimFiling: endpoint({
    method: 'GET',
    path: '/claims/{id}/filing',
    tag: 'Settlements',
    summary:
      "The claims administrator's electronic filing file of a claim (CSV or XLSX): per account and security the holding at the start of the claim period (the class period through the lookback's end), one row per transaction and the holding at its end. 422 naming the account or transaction when a transaction falls outside the period or the holdings do not reconcile (start + bought − sold = end)",
    params: idParams,
    query: z.strictObject({ format: z.enum(['csv', 'xlsx']).default('csv') }),
    file: [FILING_FILE_TYPES.csv, FILING_FILE_TYPES.xlsx],
    errors: [422],
  }),
  listClaimDocuments: endpoint({
    method: 'GET',
    path: '/claims/{id}/documents',
    tag: 'Settlements',
    summary:
      "A claim's documents, newest first, removed ones included (marked with who removed them and when)",
    params: idParams,
    response: claimDocumentListSchema,
  }),
  uploadClaimDocument: endpoint({
    method: 'POST',
    path: '/claims/{id}/documents',
    tag: 'Settlements',
    summary:
      "Add a document to a claim: the file's raw bytes as the body, its kind and name in the query. Its type is told from its bytes (PDF, PNG, JPEG, TIFF, DOCX, XLSX, plain text, e-mail), whatever the request says: 415 for any other. 422 for an empty file; the same bytes sent again to the claim answer the document already there",
    params: idParams,
    query: claimDocumentUploadQuerySchema,
    body: uploadBodySchema,
    rawBody: [...CLAIM_DOCUMENT_MEDIA_TYPES, 'application/octet-stream'],
    response: claimDocumentSchema,
    status: 201,
    errors: [413, 415, 422],
  }),
  getClaimDocumentContent: endpoint({
    method: 'GET',
    path: '/claim-documents/{id}/content',
    tag: 'Settlements',
    summary:
      "A claim document's bytes, always as an attachment, as the type its bytes showed when uploaded (never the uploader's)",
    params: idParams,
    file: CLAIM_DOCUMENT_MEDIA_TYPES,
  }),
  removeClaimDocument: remove({
    path: '/claim-documents/{id}',
    tag: 'Settlements',
    summary:
      'Remove a claim document: it is marked removed, with who and when, and kept (documents are evidence); its bytes can still be downloaded',
  }),
};
