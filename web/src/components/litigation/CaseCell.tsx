import { _stopPropagationForAgGrid } from 'ag-grid-community';
import { Link, useNavigate } from 'react-router-dom';
import { hrefOf } from '../../lib/hrefs.ts';

/**
 * A table cell naming a row's case, linked to the case. The link opens the case, not the row:
 * a click is marked for the grid to leave alone (in the capture phase, before the grid's own
 * listeners see it), and Enter on the link is handled here, as the grid ignores a key whose
 * default is prevented.
 */
export function CaseCell({ row }: { row: { caseId: string; caseCaption: string } }) {
  const navigate = useNavigate();
  const href = hrefOf('case', { caseId: row.caseId });
  return (
    <Link
      to={href}
      onClickCapture={(event) => {
        _stopPropagationForAgGrid(event.nativeEvent);
      }}
      onKeyDownCapture={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        void navigate(href);
      }}
    >
      {row.caseCaption}
    </Link>
  );
}
