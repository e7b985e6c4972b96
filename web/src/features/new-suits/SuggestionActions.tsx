/**
 * What can be done with a suggestion where it is listed: create its case (with its docket) in
 * one click, or dismiss it; once accepted, the link to its case.
 */
import type { NewSuit } from '@backoffice/core/api';
import { CaseCell } from '../../components/litigation/CaseCell.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiMutation } from '../../lib/api/use-api.ts';
import { useCan } from '../../lib/api/use-can.ts';

const failed = (title: string) => (e: unknown) => {
  toast({ tone: 'error', title, description: describeApiError(e).message });
};

function CreateCase({ suit }: { suit: NewSuit }) {
  const accept = useApiMutation('acceptNewSuit');
  if (suit.securities.length === 0) return <span className="muted">No security of ours named</span>;
  return (
    <button
      type="button"
      className="button button--small button--primary"
      disabled={accept.isPending}
      onClick={() => {
        accept.mutate(
          { params: { id: suit.id }, body: {} },
          {
            onSuccess: (done) => {
              toast({
                tone: 'success',
                title: 'Case created',
                description: `${done.caseId ?? ''}: ${done.caseName}, with docket ${done.docketNumber}`,
              });
            },
            onError: failed('No case created'),
          },
        );
      }}
    >
      {accept.isPending ? 'Creating…' : 'Create case'}
    </button>
  );
}

function Dismiss({ suit }: { suit: NewSuit }) {
  const dismiss = useApiMutation('dismissNewSuit');
  return (
    <button
      type="button"
      className="button button--small"
      disabled={dismiss.isPending}
      onClick={() => {
        dismiss.mutate({ params: { id: suit.id } }, { onError: failed('Not dismissed') });
      }}
    >
      Dismiss
    </button>
  );
}

export function SuggestionActions({ row }: { row: NewSuit }) {
  const canAccept = useCan('acceptNewSuit');
  const canDismiss = useCan('dismissNewSuit');
  if (row.state === 'accepted' && row.caseId)
    return <CaseCell row={{ caseId: row.caseId, caseCaption: `Case ${row.caseId}` }} />;
  if (row.state === 'dismissed')
    return <span className="muted">Dismissed by {row.decidedBy ?? 'someone'}</span>;
  return (
    <span className="suggestion-actions">
      {canAccept ? <CreateCase suit={row} /> : null}
      {canDismiss ? <Dismiss suit={row} /> : null}
    </span>
  );
}
