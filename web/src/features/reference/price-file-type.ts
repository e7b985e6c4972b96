/**
 * How a price file is sent: an XLSX workbook by its name's extension, else as the browser typed
 * it (CSV when it did not say).
 */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const priceFileMediaType = (file: File) =>
  file.name.toLowerCase().endsWith('.xlsx') ? XLSX_TYPE : file.type || 'text/csv';
