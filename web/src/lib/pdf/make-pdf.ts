/**
 * Makes a PDF in the browser with pdfmake, loaded with its fonts (Roboto, embedded in the file as
 * pdfmake's virtual file system has it) only when a PDF is asked for: its own lazy chunk, about
 * 2 MB, never in a screen's. Import this module with `import()` too.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * A CommonJS library loaded with `import()` (pdfmake): the bundler hands its `module.exports`
 * over as `default`, while its typings describe named exports. (exceljs: lib/exceljs.ts.)
 */
export function commonJs<T>(mod: T): T {
  return (mod as { default?: T }).default ?? mod;
}

export async function makePdf(
  document: TDocumentDefinitions,
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
  return pdfMake.createPdf(document).getBlob();
}
