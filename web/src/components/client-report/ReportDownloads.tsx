/**
 * Download a client report as PDF or XLSX (every report is tabular: its cases, trades and
 * holdings), saying what the making is at, and why when it fails.
 */
import { useState } from 'react';
import { downloadBlob } from '../../lib/download.ts';
import { Banner } from '../feedback/Banner.tsx';
import type { ReportFileKind } from '@backoffice/core/documents';
import type { ClientReportData } from '@backoffice/core/documents';
import { reportFileName } from '@backoffice/core/documents';

export function ReportDownloads({ report }: { report: ClientReportData }) {
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const make = async (kind: ReportFileKind) => {
    setError(null);
    setProgress('Starting…');
    try {
      const { clientReportFile } = await import('./client-report-files.ts');
      downloadBlob(reportFileName(report, kind), await clientReportFile(kind, report, setProgress));
    } catch (err) {
      const what = kind === 'pdf' ? 'PDF' : 'workbook';
      setError(
        `The ${what} could not be made: ${err instanceof Error ? err.message : String(err)}`,
      );
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;
  return (
    <div>
      <div className="client-report__actions">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={busy}
          onClick={() => void make('pdf')}
        >
          Download PDF
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => void make('xlsx')}
        >
          Download XLSX
        </button>
      </div>
      <p className="client-report__status" role="status">
        {progress}
      </p>
      {error ? <Banner tone="error">{error}</Banner> : null}
    </div>
  );
}
