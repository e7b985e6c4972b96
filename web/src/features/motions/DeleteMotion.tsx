/** Delete, after a confirmation. */
import type { Motion } from '@backoffice/core/api';
import { DeleteRecord } from '../../components/dialog/DeleteRecord.tsx';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';

interface Props {
  motion: Motion;
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}

export function DeleteMotion({ motion, onDeleting, onDeleted }: Props) {
  const remove = useApiMutation('deleteMotion');
  return (
    <DeleteRecord
      id={motion.id}
      noun="motion"
      title={motion.title}
      description={`“${motion.title}” on ${motion.caseCaption} will be removed for everyone.`}
      mutation={remove}
      onDeleting={onDeleting}
      onDeleted={onDeleted}
    />
  );
}
