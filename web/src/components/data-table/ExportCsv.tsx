import { formatNumber } from '../../lib/format/format.ts';
import type { ExportProgress } from './use-csv-export.ts';

interface ExportCsvProps {
  progress: ExportProgress | null;
  onStart: () => void;
  onCancel: () => void;
}

function progressText({ done, total }: ExportProgress): string {
  return total === null
    ? 'Exporting…'
    : `Exporting… ${formatNumber(done)} of ${formatNumber(total)}`;
}

/** "Export CSV", or while it runs, how far it has got and "Cancel". */
export function ExportCsv({ progress, onStart, onCancel }: ExportCsvProps) {
  if (!progress) {
    return (
      <button type="button" className="button" onClick={onStart}>
        Export CSV
      </button>
    );
  }
  return (
    <span className="data-table__export">
      <span className="spinner spinner--small" aria-hidden="true" />
      <span role="status">{progressText(progress)}</span>
      <button type="button" className="button button--small" onClick={onCancel}>
        Cancel
      </button>
    </span>
  );
}
