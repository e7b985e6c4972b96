/** Writes a loss report's workbook (lib/workbook/write-workbook.ts: exceljs, loaded only now). */
import { PRODUCT_NAME } from '@backoffice/core';
import type { LossReport } from '@backoffice/core/api';
import { writeWorkbook } from '../../../lib/workbook/write-workbook.ts';
import { reportSheets } from './report-workbook.ts';

export function reportWorkbook(
  report: LossReport,
  onProgress: (text: string) => void,
): Promise<Blob> {
  const info = {
    title: report.title,
    creator: PRODUCT_NAME,
    created: new Date(report.generatedAt),
  };
  return writeWorkbook(info, reportSheets(report), onProgress);
}
