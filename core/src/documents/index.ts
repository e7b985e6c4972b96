/**
 * Documents made of the data, the same in the browser and on a server: the formatters every
 * screen uses, the look of our PDFs, sheets as plain data, and a client report as a pdfmake
 * document definition and as workbook sheets (pure; the web makes the files with pdfmake and
 * exceljs in the browser, the API with pdfmake in Node to e-mail a report).
 */
export * from './format.ts';
export * from './pdf-style.ts';
export * from './sheet-spec.ts';
export * from './client-report/report-figures-text.ts';
export * from './client-report/report-monitoring.ts';
export * from './client-report/client-report-pdf.ts';
export * from './client-report/client-report-sheets.ts';
export * from './client-report/report-file-name.ts';
