/** Whether a case already covers the drop: its id, linked to the case; "None" otherwise. */
import type { SecurityDrop } from '@backoffice/core/api';
import { CaseCell } from '../../components/litigation/CaseCell.tsx';

export function CaseOfDropCell({ row }: { row: SecurityDrop }) {
  if (row.caseId === null) return <span className="muted">None</span>;
  return <CaseCell row={{ caseId: row.caseId, caseCaption: row.caseId }} />;
}
