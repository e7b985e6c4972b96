/** Changes to a news item: only the fields the user changed are sent (PATCH). */
import type { NewsItem, NewsUpdate } from '@backoffice/core/api';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { newsFormSchema, newsValuesOf, type NewsValues } from './news-form-values.ts';
import { NewsForm } from './NewsForm.tsx';
import { WithRecord } from '../../components/feedback/WithRecord.tsx';

/** The fields of `values` that differ from the item as loaded (lists compared by content). */
export function newsChanges(item: NewsItem, values: NewsValues): NewsUpdate {
  const changed: NewsUpdate = {};
  if (values.title !== item.title) changed.title = values.title;
  if (values.body !== item.body) changed.body = values.body;
  if (values.audience !== item.audience) changed.audience = values.audience;
  if (values.publishDate !== item.publishDate) changed.publishDate = values.publishDate;
  if (values.status !== undefined && values.status !== item.status) changed.status = values.status;
  const ids = values.audience === 'selected_clients' ? (values.clientIds ?? []) : [];
  if (ids.join() !== item.clientIds.join()) changed.clientIds = ids;
  return changed;
}

function EditForm({ item, onDone }: { item: NewsItem; onDone: () => void }) {
  const form = useContractForm(newsFormSchema, {
    defaultValues: newsValuesOf(item),
    draftKey: `news:${item.id}:edit`,
  });
  const update = useApiMutation('updateNews');
  return (
    <NewsForm
      form={form}
      label="Edit news item"
      submitLabel="Save changes"
      onCancel={onDone}
      onSubmit={async (values) => {
        const body = newsChanges(item, values);
        if (Object.keys(body).length === 0) {
          toast({ tone: 'info', title: 'Nothing changed', description: item.title });
        } else {
          const saved = await update.mutateAsync({ params: { id: item.id }, body });
          toast({ tone: 'success', title: 'News item saved', description: saved.title });
        }
        onDone();
      }}
    />
  );
}

export function NewsEdit({ id, onDone }: { id: string; onDone: () => void }) {
  const news = useApiQuery('getNews', { params: { id } });
  return (
    <WithRecord what="news item" id={id} query={news}>
      {(item) => <EditForm item={item} onDone={onDone} />}
    </WithRecord>
  );
}
