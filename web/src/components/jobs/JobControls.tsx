/**
 * Retry and Cancel for a background job (a loss run, a report job): the same buttons, messages
 * and confirmation wherever a job is shown. The caller owns the mutation (its endpoint) and says
 * what the job is called and what cancelling it keeps.
 */
import { ConfirmDialog } from '../dialog/ConfirmDialog.tsx';
import { toast } from '../toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';

/** A mutation of one job by its id (retry or cancel); method syntax so any endpoint's fits. */
interface JobMutation {
  isPending: boolean;
  mutate(input: { params: { id: string } }, options: { onError: (err: Error) => void }): void;
  mutateAsync(input: { params: { id: string } }): Promise<unknown>;
}

interface JobControlProps {
  id: string;
  /** What the job is called in messages: "run", "job". */
  noun: string;
  mutation: JobMutation;
}

export function RetryJobButton({ id, noun, mutation }: JobControlProps) {
  return (
    <button
      type="button"
      className="button"
      disabled={mutation.isPending}
      onClick={() => {
        mutation.mutate(
          { params: { id } },
          {
            onError: (err) => {
              toast({
                tone: 'error',
                title: `The ${noun} was not started again`,
                description: describeApiError(err).message,
              });
            },
          },
        );
      }}
    >
      {mutation.isPending ? 'Starting…' : 'Retry'}
    </button>
  );
}

export function CancelJobButton({
  id,
  noun,
  mutation,
  description,
}: JobControlProps & { description: string }) {
  const label = `Cancel ${noun}`;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button">
          {label}
        </button>
      }
      title={`Cancel this ${noun}?`}
      description={description}
      confirmLabel={label}
      pendingLabel="Cancelling…"
      tone="danger"
      onConfirm={async () => {
        try {
          await mutation.mutateAsync({ params: { id } });
        } catch (err) {
          throw new Error(`The ${noun} was not cancelled. ${describeApiError(err).message}`, {
            cause: err,
          });
        }
      }}
    />
  );
}
