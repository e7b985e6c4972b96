/** A new news item: a draft dated today unless the writer says otherwise. */
import { newsAudiencesFor } from '@backoffice/core/domain';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { isoOfDate } from '../../lib/form/typed-values.ts';
import { useAppStore } from '../../lib/store/app-store.ts';
import { blankNews, newsFormSchema } from './news-form-values.ts';
import { NewsForm } from './NewsForm.tsx';

interface Props {
  onCancel: () => void;
  onCreated: (id: string) => void;
}

export function NewsCreate({ onCancel, onCreated }: Props) {
  const user = useAppStore((s) => s.user);
  const [audience = 'internal'] = newsAudiencesFor({ clientNames: user?.clientNames ?? [] });
  const form = useContractForm(newsFormSchema, {
    defaultValues: blankNews(isoOfDate(new Date()), audience),
    draftKey: 'news:new',
  });
  const create = useApiMutation('createNews');
  return (
    <NewsForm
      form={form}
      label="New news item"
      submitLabel="Create news item"
      onCancel={onCancel}
      onSubmit={async (body, { idempotencyKey }) => {
        const item = await create.mutateAsync({ body, idempotencyKey });
        toast({ tone: 'success', title: 'News item created', description: item.title });
        onCreated(item.id);
      }}
    />
  );
}
