/**
 * Motions: every motion on the cases, overdue deadlines marked. A row opens the motion's view
 * over the list (`?motion=<id>`), where writers edit or delete it; "New motion" adds one.
 */
import { motionList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { CaseFilterNote } from '../../components/litigation/CaseFilterNote.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { NewButton } from '../../components/screen/NewButton.tsx';
import { useCan } from '../../lib/api/use-can.ts';
import { usePanelUrl } from '../../lib/list-state/use-panel-url.ts';
import { MotionCreate } from './MotionCreate.tsx';
import { PanelDialog } from '../../components/dialog/PanelDialog.tsx';
import { MotionEdit } from './MotionEdit.tsx';
import { MotionView } from './MotionView.tsx';
import { MOTION_COLUMNS, MOTION_FILTERS } from '../../entities/motions/motion-columns.tsx';
import './motions.css';

function MotionsScreen() {
  const { panel, viewHref, show } = usePanelUrl('motions', 'motion');
  const canCreate = useCan('createMotion');
  const canUpdate = useCan('updateMotion');
  const close = () => {
    show({ kind: 'none' });
  };

  return (
    <>
      <PageHeader title="Motions" />
      <CaseFilterNote what="motions" />
      <DataTable
        endpoint="listMotions"
        list={motionList}
        label="Motions"
        columns={MOTION_COLUMNS}
        filters={MOTION_FILTERS}
        rowHref={(row) => viewHref(row.id)}
        emptyText="No motion matches."
        actions={
          canCreate ? (
            <NewButton
              onClick={() => {
                show({ kind: 'create' });
              }}
            >
              New motion
            </NewButton>
          ) : null
        }
      />
      {panel.kind === 'create' && canCreate ? (
        <PanelDialog title="New motion" onClose={close}>
          <MotionCreate
            onCancel={close}
            onCreated={(id) => {
              show({ kind: 'view', id }, true);
            }}
          />
        </PanelDialog>
      ) : null}
      {panel.kind === 'view' || (panel.kind === 'edit' && !canUpdate) ? (
        <PanelDialog title="Motion" onClose={close}>
          <MotionView
            id={panel.id}
            onEdit={() => {
              show({ kind: 'edit', id: panel.id });
            }}
            onDeleted={() => {
              show({ kind: 'none' }, true);
            }}
          />
        </PanelDialog>
      ) : null}
      {panel.kind === 'edit' && canUpdate ? (
        <PanelDialog title="Edit motion" onClose={close}>
          <MotionEdit
            id={panel.id}
            onDone={() => {
              show({ kind: 'view', id: panel.id }, true);
            }}
          />
        </PanelDialog>
      ) : null}
    </>
  );
}

export default defineScreen(MotionsScreen);
