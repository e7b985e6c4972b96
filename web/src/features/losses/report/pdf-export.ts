/** Makes a loss report's PDF (lib/pdf/make-pdf.ts: pdfmake, loaded only now). */
import { PRODUCT_NAME } from '@backoffice/core';
import type { LossReport } from '@backoffice/core/api';
import { makePdf } from '../../../lib/pdf/make-pdf.ts';
import { reportDocument } from './report-pdf.ts';

export function reportPdf(report: LossReport, onProgress: (text: string) => void): Promise<Blob> {
  return makePdf(reportDocument(report, PRODUCT_NAME), onProgress);
}
