/**
 * Makes a client report's PDF or workbook: pdfmake and exceljs load only now (their own chunks).
 * Import this module with `import()`.
 */
import { PRODUCT_NAME } from '@backoffice/core';
import { makePdf } from '../../lib/pdf/make-pdf.ts';
import { writeWorkbook } from '../../lib/workbook/write-workbook.ts';
import {
  clientReportDocument,
  clientReportSheets,
  type ClientReportData,
  type ReportFileKind,
} from '@backoffice/core/documents';

export function clientReportFile(
  kind: ReportFileKind,
  report: ClientReportData,
  onProgress: (text: string) => void,
): Promise<Blob> {
  if (kind === 'pdf') return makePdf(clientReportDocument(report, PRODUCT_NAME), onProgress);
  const created = report.generatedAt ? new Date(report.generatedAt) : new Date();
  const info = { title: report.title, creator: PRODUCT_NAME, created };
  return writeWorkbook(info, clientReportSheets(report), onProgress);
}
