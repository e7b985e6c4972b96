/**
 * The case's dockets. A row opens the Dockets screen narrowed to this case with that docket's
 * entries showing (`?caseId=…&docket=…`, the parameters that screen's table and selection read).
 */
import { docketList } from '@backoffice/core/api';
import type { Docket } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';
import { CASE_DOCKET_FILTERS, DOCKET } from '../../entities/dockets/docket-columns.ts';
import { hrefOf } from '../../lib/hrefs.ts';

const docketHref = (row: Docket) =>
  hrefOf('dockets', undefined, { caseId: row.caseId, docket: row.id });

const COLUMNS: readonly TableColumn<Docket>[] = [
  { ...DOCKET.docketNumber, minWidth: 160 },
  { ...DOCKET.court, minWidth: 140 },
  { ...DOCKET.judge, minWidth: 160 },
  { ...DOCKET.status, width: 110 },
  { ...DOCKET.openedOn, width: 130, hideOnPhone: true },
  { ...DOCKET.lastFilingOn, width: 130 },
  { ...DOCKET.entryCount, width: 100, hideOnPhone: true },
];

export function CaseDockets({ caseId }: { caseId: string }) {
  return (
    <DataTable
      endpoint="listDockets"
      list={docketList}
      label="Dockets of the case"
      columns={COLUMNS}
      filters={CASE_DOCKET_FILTERS}
      fixedQuery={{ caseId }}
      urlPrefix="dockets"
      rowHref={docketHref}
      actions={
        <Link className="button" to={hrefOf('dockets', undefined, { caseId })}>
          Open in Dockets
        </Link>
      }
      emptyText="Nothing has been filed for this case yet."
    />
  );
}
