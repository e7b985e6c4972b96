/**
 * Print, and download as PDF or XLSX; while a file is being made, what its making is at, and
 * why when it fails. The buttons sit in the report's header, the status under it.
 */
import { Link } from 'react-router-dom';
import { Banner } from '../../../components/feedback/Banner.tsx';
import { hrefOf } from '../../../lib/hrefs.ts';
import type { FileKind, FileProgress } from './use-report-files.ts';

interface ButtonsProps {
  busy: boolean;
  onMake: (kind: FileKind) => void;
}

export function ReportButtons({ busy, onMake }: ButtonsProps) {
  return (
    <div className="report-actions">
      <button
        type="button"
        className="button"
        onClick={() => {
          window.print();
        }}
      >
        Print
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => {
          onMake('pdf');
        }}
      >
        Download PDF
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => {
          onMake('xlsx');
        }}
      >
        Download XLSX
      </button>
      <Link className="button" to={hrefOf('lossReport')}>
        Another report
      </Link>
    </div>
  );
}

export function ReportFileStatus({
  progress,
  error,
}: {
  progress: FileProgress | null;
  error: string | null;
}) {
  return (
    <div className="report-status">
      <p className="report-status__text" role="status">
        {progress ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {progress.text}
          </>
        ) : null}
      </p>
      {error ? <Banner tone="error">{error}</Banner> : null}
    </div>
  );
}
