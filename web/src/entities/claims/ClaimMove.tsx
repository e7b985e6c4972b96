/**
 * Moving a claim: the moves core allows from its status, then the fields that move needs
 * (the filing's date and claim number, a deficiency's reason and cure deadline, a payment),
 * each form validated by its branch of the contract's `claimStatusChangeSchema`.
 */
import {
  CLAIM_STATUS_LABELS,
  claimStatusChangeSchema,
  nextClaimStatuses,
  type Claim,
  type ClaimStatusChange,
} from '@backoffice/core/api';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import '../../components/dialog/dialog.css';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';

type Target = ClaimStatusChange['status'];

const schemaOf = (target: Target) =>
  claimStatusChangeSchema.options.find((o) => o.shape.status.value === target)!;

function TargetFields({ target }: { target: Target }) {
  switch (target) {
    case 'filed':
      return (
        <>
          <DateField name="filedOn" label="Filed on" required />
          <TextField name="claimNumber" label="Claim number" required />
        </>
      );
    case 'deficient':
      return (
        <>
          <TextField name="reason" label="Reason in the deficiency letter" required wide />
          <DateField name="cureBy" label="Cure by" required />
        </>
      );
    case 'rejected':
      return <TextField name="reason" label="Reason" required wide />;
    case 'paid':
      return (
        <>
          <DateField name="paidOn" label="Paid on" required />
          <NumberField name="amount" label="Amount received, in cents" required />
        </>
      );
    default:
      return null;
  }
}

function MoveForm({ claim, target, onDone }: { claim: Claim; target: Target; onDone: () => void }) {
  const move = useApiMutation('setClaimStatus');
  const form = useContractForm(schemaOf(target), { defaultValues: { status: target } });
  return (
    <ContractForm
      form={form}
      label={`Mark ${CLAIM_STATUS_LABELS[target].toLowerCase()}`}
      submitLabel={`Mark ${CLAIM_STATUS_LABELS[target].toLowerCase()}`}
      cancel={
        <Dialog.Close className="button" type="button">
          Cancel
        </Dialog.Close>
      }
      onSubmit={async (body) => {
        const moved = await move.mutateAsync({
          params: { id: claim.id },
          body,
        });
        toast({
          tone: moved.payment?.flagged ? 'error' : 'success',
          title: `Claim ${CLAIM_STATUS_LABELS[moved.status].toLowerCase()}`,
          description: moved.history.at(-1)?.note || claim.clientName,
        });
        onDone();
      }}
    >
      <TargetFields target={target} />
      <TextField name="note" label="Note" wide />
    </ContractForm>
  );
}

/** The move's form in its dialog, open while `target` is set. */
function MoveDialog({
  claim,
  target,
  onClose,
  children,
}: {
  claim: Claim;
  target: Target | null;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {children}
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">
            Claim of {claim.clientName}: {target ? CLAIM_STATUS_LABELS[target] : ''}
          </Dialog.Title>
          {target ? <MoveForm claim={claim} target={target} onDone={onClose} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ClaimMove({ claim }: { claim: Claim }) {
  const [target, setTarget] = useState<Target | null>(null);
  const moves = nextClaimStatuses(claim.status);
  if (moves.length === 0) return null;
  return (
    <MoveDialog
      claim={claim}
      target={target}
      onClose={() => {
        setTarget(null);
      }}
    >
      <label className="claim-move">
        <span className="visually-hidden">Move the claim of {claim.clientName} to</span>
        <select
          className="claim-move__select"
          value=""
          onChange={(e) => {
            setTarget(e.target.value as Target);
          }}
        >
          <option value="">Move to…</option>
          {moves.map((s) => (
            <option key={s} value={s}>
              {CLAIM_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </MoveDialog>
  );
}

/**
 * After a deficiency letter is added: the offer to mark the claim deficient, with the letter's
 * reason and cure deadline (the same move as the claim's own), where the claim can move there.
 */
export function MarkDeficient({ claim }: { claim: Claim }) {
  const [target, setTarget] = useState<Target | null>(null);
  if (!nextClaimStatuses(claim.status).includes('deficient')) return null;
  return (
    <MoveDialog
      claim={claim}
      target={target}
      onClose={() => {
        setTarget(null);
      }}
    >
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          setTarget('deficient');
        }}
      >
        Mark the claim deficient
      </button>
    </MoveDialog>
  );
}
