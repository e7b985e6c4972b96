/** Makes a claim's summary PDF (lib/pdf/make-pdf.ts: pdfmake, loaded only now). Import with `import()`. */
import { PRODUCT_NAME } from '@backoffice/core';
import type { Claim, Settlement } from '@backoffice/core/api';
import { makePdf } from '../../lib/pdf/make-pdf.ts';
import { claimSummaryDocument } from './claim-pdf.ts';

export function claimSummaryPdf(claim: Claim, settlement: Settlement): Promise<Blob> {
  return makePdf(claimSummaryDocument(claim, settlement, PRODUCT_NAME), () => undefined);
}
