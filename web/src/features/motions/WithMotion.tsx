/** Loads one motion for its view or edit form, with the loading and failure states they share. */
import type { Motion } from '@backoffice/core/api';
import type { ReactNode } from 'react';
import { Banner } from '../../components/feedback/Banner.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';

interface Props {
  id: string;
  /** Stop asking the server (the motion is being deleted: a refetch could only say 404). */
  paused?: boolean;
  children: (motion: Motion) => ReactNode;
}

export function WithMotion({ id, paused = false, children }: Props) {
  const motion = useApiQuery('getMotion', { params: { id } }, { enabled: !paused });
  // A motion once shown stays while a refetch fails (it just got deleted, say).
  if (motion.data) return children(motion.data);
  if (motion.isPending) return <StatusView title="Loading the motion…" />;
  const failure = describeApiError(motion.error);
  return (
    <Banner
      tone="error"
      action={
        failure.status === 404 ? null : (
          <button type="button" className="button" onClick={() => void motion.refetch()}>
            Try again
          </button>
        )
      }
    >
      {failure.status === 404 ? `There is no motion ${id}.` : failure.message}
    </Banner>
  );
}
