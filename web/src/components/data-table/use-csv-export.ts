/**
 * Exports the whole filtered list, not just the page on screen: fetches it page by page (100
 * rows a call), shows how far it has got, can be cancelled, and downloads the CSV at the end.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError } from '../../lib/api/api-error.ts';
import type { TableColumn } from './types.ts';

export const EXPORT_PAGE_SIZE = 100;

export interface ListPage<Row> {
  items: Row[];
  total: number;
}

export type FetchPage<Row> = (page: number, signal: AbortSignal) => Promise<ListPage<Row>>;

export interface ExportProgress {
  done: number;
  total: number | null;
}

export async function fetchAll<Row>(
  fetchPage: FetchPage<Row>,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page, signal);
    rows.push(...answer.items);
    onProgress({ done: rows.length, total: answer.total });
    if (answer.items.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) return rows;
  }
}

export function useCsvExport<Row>(
  label: string,
  columns: readonly TableColumn<Row>[],
  fetchPage: FetchPage<Row>,
) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress({ done: 0, total: null });
    try {
      // The CSV writer (papaparse) loads while the rows are fetched.
      const [rows, { downloadCsv }] = await Promise.all([
        fetchAll(fetchPage, controller.signal, setProgress),
        import('./download-csv.ts'),
      ]);
      // A cancel while the writer was still loading cancels the download too.
      if (!controller.signal.aborted) downloadCsv(label, columns, rows);
    } catch (err) {
      if (!controller.signal.aborted)
        setError(`The export failed. ${describeApiError(err).message}`);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  }, [label, columns, fetchPage]);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setProgress(null);
  }, []);

  return { progress, error, start, cancel };
}
