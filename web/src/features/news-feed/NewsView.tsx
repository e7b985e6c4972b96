/** One news item as clients will see it, its facts, and what the user may do to it. */
import type { NewsItem } from '@backoffice/core/api';
import { useState } from 'react';
import { HistorySection } from '../../components/audit/HistorySection.tsx';
import { Details } from '../../components/detail/Details.tsx';
import { useClientNames } from '../../entities/clients/use-clients.ts';
import { WithRecord } from '../../components/feedback/WithRecord.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { formatDate, formatDateTime } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { DeleteNews } from './DeleteNews.tsx';
import { NewsBody } from './NewsBody.tsx';
import { audienceLabel } from './news-table.ts';
import { PublishButton } from './PublishButton.tsx';

interface Props {
  id: string;
  onEdit: () => void;
  onDeleted: () => void;
}

interface FactsProps extends Omit<Props, 'id'> {
  item: NewsItem;
  onDeleting: (deleting: boolean) => void;
}

function NewsFacts({ item, onEdit, onDeleting, onDeleted }: FactsProps) {
  const canUpdate = useCan('updateNews');
  const canDelete = useCan('deleteNews');
  const names = useClientNames(item.audience === 'selected_clients' ? item.clientIds : []);
  return (
    <>
      <h3 className="news-view__title">{item.title}</h3>
      <Details
        items={[
          { label: 'Status', value: humanize(item.status) },
          { label: 'Publish date', value: formatDate(item.publishDate) },
          { label: 'Audience', value: audienceLabel(item.audience) },
          ...(item.audience === 'selected_clients'
            ? [
                {
                  label: 'Clients',
                  value: item.clientIds.map((id) => names.get(id) ?? id).join(', '),
                  wide: true,
                },
              ]
            : []),
          { label: 'Author', value: item.author },
          { label: 'Updated', value: formatDateTime(item.updatedAt) },
        ]}
      />
      <section className="news-view__body" aria-label="As clients see it">
        <NewsBody body={item.body} label="News body" />
      </section>
      {canUpdate || canDelete ? (
        <div className="button-row news-view__actions">
          {canUpdate ? <PublishButton item={item} /> : null}
          {canUpdate ? (
            <button type="button" className="button" onClick={onEdit}>
              Edit
            </button>
          ) : null}
          {canDelete ? (
            <DeleteNews item={item} onDeleting={onDeleting} onDeleted={onDeleted} />
          ) : null}
        </div>
      ) : null}
      <HistorySection recordType="news" id={item.id} />
    </>
  );
}

export function NewsView({ id, onEdit, onDeleted }: Props) {
  const [deleting, setDeleting] = useState(false);
  const news = useApiQuery('getNews', { params: { id } }, { enabled: !deleting });
  return (
    <WithRecord what="news item" id={id} query={news}>
      {(item) => (
        <NewsFacts item={item} onEdit={onEdit} onDeleting={setDeleting} onDeleted={onDeleted} />
      )}
    </WithRecord>
  );
}
