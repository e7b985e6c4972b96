/**
 * Makes a report's PDF in the browser with pdfmake, loaded with its fonts (Roboto, embedded in
 * the file as pdfmake's virtual file system has it) only when a PDF is asked for: its own lazy
 * chunk, about 2 MB, never in a screen's.
 */
import { PRODUCT_NAME } from '@backoffice/core';
import type { LossReport } from '@backoffice/core/api';
import { commonJs } from './common-js.ts';
import { reportDocument } from './report-pdf.ts';

export async function reportPdf(
  report: LossReport,
  onProgress: (text: string) => void,
): Promise<Blob> {
  onProgress('Loading the PDF maker…');
  const [pdfMakeModule, fontsModule] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  const pdfMake = commonJs(pdfMakeModule);
  pdfMake.addVirtualFileSystem(fontsModule.default);
  onProgress('Laying out the pages…');
  pdfMake.setProgressCallback((share: number) => {
    onProgress(`Writing the pages… ${String(Math.round(share * 100))}%`);
  });
  return pdfMake.createPdf(reportDocument(report, PRODUCT_NAME)).getBlob();
}
