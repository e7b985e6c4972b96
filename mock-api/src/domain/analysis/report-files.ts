/**
 * A stored report as the files e-mailed to the client: the PDF the web makes, from core's one
 * document definition, laid out by pdfmake in Node with its Roboto fonts read from its package.
 * The document reads no file but those fonts and fetches no URL.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRODUCT_NAME } from '@backoffice/core';
import type { Report } from '@backoffice/core/api';
import { clientReportDocument, reportFileName } from '@backoffice/core/documents';
import type PdfMake from 'pdfmake';

export interface ReportAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

const require = createRequire(import.meta.url);
const FONTS = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

let loading: Promise<typeof PdfMake> | undefined;

/** pdfmake, set up once, loaded when a first PDF is made (not every process makes one). */
function pdfMaker(): Promise<typeof PdfMake> {
  loading ??= loadPdfMaker();
  return loading;
}

async function loadPdfMaker(): Promise<typeof PdfMake> {
  const { default: pdfmake } = await import('pdfmake');
  pdfmake.setFonts({
    Roboto: {
      normal: path.join(FONTS, 'Roboto-Regular.ttf'),
      bold: path.join(FONTS, 'Roboto-Medium.ttf'),
      italics: path.join(FONTS, 'Roboto-Italic.ttf'),
      bolditalics: path.join(FONTS, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.dirname(path.resolve(file)) === FONTS);
  return pdfmake;
}

export async function reportPdf(report: Report): Promise<ReportAttachment> {
  const pdfmake = await pdfMaker();
  const content = await pdfmake.createPdf(clientReportDocument(report, PRODUCT_NAME)).getBuffer();
  return {
    filename: reportFileName(report, 'pdf'),
    contentType: 'application/pdf',
    content: Buffer.from(content),
  };
}
