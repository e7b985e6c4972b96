/**
 * Client Portal News Feed: every news item with its status, audience and publish date. A row
 * opens the item (`?news=<id>`) as clients will see it, where writers publish, unpublish, edit
 * or delete it; "New news item" writes one with a live preview of its formatted body.
 */
import { newsList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { NewButton } from '../../components/screen/NewButton.tsx';
import { useCan } from '../../lib/api/use-can.ts';
import { usePanelUrl } from '../../lib/list-state/use-panel-url.ts';
import type { ScreenProps } from '../../lib/screen.ts';
import { NEWS_COLUMNS, NEWS_FILTERS } from './news-table.ts';
import { NewsCreate } from './NewsCreate.tsx';
import { PanelDialog } from '../../components/dialog/PanelDialog.tsx';
import { NewsEdit } from './NewsEdit.tsx';
import { NewsView } from './NewsView.tsx';
import './news-feed.css';

function NewsFeedScreen({ route }: ScreenProps) {
  const { panel, viewHref, show } = usePanelUrl('newsFeed', 'news');
  const canCreate = useCan('createNews');
  const canUpdate = useCan('updateNews');
  const close = () => {
    show({ kind: 'none' });
  };
  return (
    <>
      <PageHeader title={route.name} />
      <DataTable
        endpoint="listNews"
        list={newsList}
        label="News items"
        columns={NEWS_COLUMNS}
        filters={NEWS_FILTERS}
        rowHref={(row) => viewHref(row.id)}
        emptyText="No news item matches."
        actions={
          canCreate ? (
            <NewButton
              onClick={() => {
                show({ kind: 'create' });
              }}
            >
              New news item
            </NewButton>
          ) : null
        }
      />
      {panel.kind === 'create' && canCreate ? (
        <PanelDialog wide title="New news item" onClose={close}>
          <NewsCreate
            onCancel={close}
            onCreated={(id) => {
              show({ kind: 'view', id }, true);
            }}
          />
        </PanelDialog>
      ) : null}
      {panel.kind === 'view' || (panel.kind === 'edit' && !canUpdate) ? (
        <PanelDialog wide title="News item" onClose={close}>
          <NewsView
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
        <PanelDialog wide title="Edit news item" onClose={close}>
          <NewsEdit
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

export default defineScreen(NewsFeedScreen);
