/**
 * Publish or unpublish in one click. Publishing an item scheduled for later publishes it now,
 * so its publish date becomes today.
 */
import type { NewsItem, NewsUpdate } from '@backoffice/core/api';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { isoOfDate } from '../../lib/form/typed-values.ts';

export function publishChange(item: NewsItem, today: string): NewsUpdate {
  if (item.status === 'published') return { status: 'unpublished' };
  return item.publishDate > today
    ? { status: 'published', publishDate: today }
    : { status: 'published' };
}

export function PublishButton({ item }: { item: NewsItem }) {
  const update = useApiMutation('updateNews');
  const publishing = item.status !== 'published';
  const onClick = async () => {
    try {
      await update.mutateAsync({
        params: { id: item.id },
        body: publishChange(item, isoOfDate(new Date())),
      });
      toast({
        tone: 'success',
        title: publishing ? 'News item published' : 'News item unpublished',
        description: item.title,
      });
    } catch (err) {
      toast({ tone: 'error', title: 'Not changed', description: describeApiError(err).message });
    }
  };
  return (
    <button
      type="button"
      className={publishing ? 'button button--primary' : 'button'}
      disabled={update.isPending}
      onClick={() => void onClick()}
    >
      {update.isPending ? 'Working…' : publishing ? 'Publish' : 'Unpublish'}
    </button>
  );
}
