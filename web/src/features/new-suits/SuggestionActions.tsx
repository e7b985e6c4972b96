/**
 * What can be done with a suggestion where it is listed: create its case (with its docket) in
 * one click, or, when it names no security of ours, after choosing the securities; dismiss it;
 * once accepted, the link to its case.
 */
import { newSuitAcceptSchema, type NewSuit } from '@backoffice/core/api';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import '../../components/dialog/dialog.css';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { CaseCell } from '../../components/litigation/CaseCell.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { SecurityPicker } from '../../entities/securities/SecurityPicker.tsx';

const failed = (title: string) => (e: unknown) => {
  toast({ tone: 'error', title, description: describeApiError(e).message });
};

const created = (done: NewSuit) => {
  toast({
    tone: 'success',
    title: 'Case created',
    description: `${done.caseId ?? ''}: ${done.caseName}, with docket ${done.docketNumber}`,
  });
};

/** A suit naming no security of ours: staff say which it concerns, then its case is created. */
function ChooseSecurities({ suit }: { suit: NewSuit }) {
  const [open, setOpen] = useState(false);
  const accept = useApiMutation('acceptNewSuit');
  const form = useContractForm(newSuitAcceptSchema, { defaultValues: { securityIds: [] } });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--small button--primary">
          Choose securities
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">The securities of {suit.caseName}</Dialog.Title>
          <p className="muted">
            The feed names no security of ours. Choose those the suit concerns to create its case
            with docket {suit.docketNumber}.
          </p>
          <ContractForm
            form={form}
            label="Securities of the suit"
            submitLabel="Create case"
            pendingLabel="Creating…"
            cancel={
              <Dialog.Close className="button" type="button">
                Cancel
              </Dialog.Close>
            }
            onSubmit={async (body) => {
              created(await accept.mutateAsync({ params: { id: suit.id }, body }));
              setOpen(false);
            }}
          >
            <SecurityPicker name="securityIds" label="Securities" />
          </ContractForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateCase({ suit }: { suit: NewSuit }) {
  const accept = useApiMutation('acceptNewSuit');
  if (suit.securities.length === 0) return <ChooseSecurities suit={suit} />;
  return (
    <button
      type="button"
      className="button button--small button--primary"
      disabled={accept.isPending}
      onClick={() => {
        accept.mutate(
          { params: { id: suit.id }, body: {} },
          {
            onSuccess: created,
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
