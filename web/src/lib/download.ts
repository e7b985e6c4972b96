export interface DownloadOptions {
  /** The file's media type, e.g. `text/csv;charset=utf-8`. */
  type: string;
  /** Start with a byte-order mark: spreadsheet programs then read a CSV file as UTF-8. */
  byteOrderMark?: boolean;
}

/** Hands text to the browser as a file download, through a short-lived Blob URL. */
export function downloadText(fileName: string, text: string, options: DownloadOptions): void {
  const parts = options.byteOrderMark ? ['\uFEFF', text] : [text];
  downloadBlob(fileName, new Blob(parts, { type: options.type }));
}

/** Hands a file made in the browser (a PDF, a workbook) to the user as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
