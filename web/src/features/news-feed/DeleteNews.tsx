/** Delete, after a confirmation. */
import type { NewsItem } from '@backoffice/core/api';
import { DeleteRecord } from '../../components/dialog/DeleteRecord.tsx';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';

interface Props {
  item: NewsItem;
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}

export function DeleteNews({ item, onDeleting, onDeleted }: Props) {
  const remove = useApiMutation('deleteNews');
  return (
    <DeleteRecord
      id={item.id}
      noun="news item"
      title={item.title}
      description={`“${item.title}” will be removed from the portal and from this list for everyone.`}
      mutation={remove}
      onDeleting={onDeleting}
      onDeleted={onDeleted}
    />
  );
}
