/**
 * Making a report's PDF or workbook: one at a time, with what it is doing for the user to see
 * (loading the library, laying out, writing), then the download; a failure says so.
 */
import type { LossReport } from '@backoffice/core/api';
import { format } from 'date-fns/format';
import { useCallback, useState } from 'react';
import { downloadBlob } from '../../../lib/download.ts';
import { reportFileName } from './report-page.ts';

export type FileKind = 'pdf' | 'xlsx';

export interface FileProgress {
  kind: FileKind;
  text: string;
}

async function makeFile(kind: FileKind, report: LossReport, onProgress: (t: string) => void) {
  if (kind === 'pdf') return (await import('./pdf-export.ts')).reportPdf(report, onProgress);
  return (await import('./xlsx-export.ts')).reportWorkbook(report, onProgress);
}

export function useReportFiles(report: LossReport) {
  const [progress, setProgress] = useState<FileProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const make = useCallback(
    async (kind: FileKind) => {
      setError(null);
      setProgress({ kind, text: 'Starting…' });
      try {
        const blob = await makeFile(kind, report, (text) => {
          setProgress({ kind, text });
        });
        downloadBlob(reportFileName(report, format(new Date(), 'yyyy-MM-dd'), kind), blob);
      } catch (err) {
        const what = kind === 'pdf' ? 'PDF' : 'workbook';
        setError(
          `The ${what} could not be made: ${err instanceof Error ? err.message : String(err)}`,
        );
      } finally {
        setProgress(null);
      }
    },
    [report],
  );

  return { progress, error, make };
}
