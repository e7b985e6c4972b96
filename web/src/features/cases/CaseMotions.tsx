/**
 * The case's motions. A row opens the motion on the Motions screen narrowed to this case
 * (`?caseId=…&motion=…`), where a new motion for the case can be added too (`&new=1`).
 */
import { motionList } from '@backoffice/core/api';
import type { Motion } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';
import { MOTION, CASE_MOTION_FILTERS } from '../../entities/motions/motion-columns.tsx';
import { useCan } from '../../lib/api/use-can.ts';
import { hrefOf } from '../../lib/hrefs.ts';

const COLUMNS: readonly TableColumn<Motion>[] = [
  { ...MOTION.title, minWidth: 240 },
  { ...MOTION.type, minWidth: 170, hideOnPhone: true },
  { ...MOTION.status, width: 110 },
  { ...MOTION.filedOn, width: 130, hideOnPhone: true },
  { ...MOTION.hearingDate, width: 130, hideOnPhone: true },
  { ...MOTION.deadline, width: 130 },
  { ...MOTION.filedBy, minWidth: 180, hideOnPhone: true },
];

const motionHref = (row: Motion) =>
  hrefOf('motions', undefined, { caseId: row.caseId, motion: row.id });

export function CaseMotions({ caseId }: { caseId: string }) {
  const canCreate = useCan('createMotion');
  return (
    <DataTable
      endpoint="listMotions"
      list={motionList}
      label="Motions of the case"
      columns={COLUMNS}
      filters={CASE_MOTION_FILTERS}
      fixedQuery={{ caseId }}
      urlPrefix="motions"
      rowHref={motionHref}
      actions={
        <>
          <Link className="button" to={hrefOf('motions', undefined, { caseId })}>
            Open in Motions
          </Link>
          {canCreate ? (
            <Link className="button" to={hrefOf('motions', undefined, { caseId, new: '1' })}>
              New motion
            </Link>
          ) : null}
        </>
      }
      emptyText="No motions have been filed in this case."
    />
  );
}
