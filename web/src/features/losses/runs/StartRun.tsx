/**
 * "Start a run": a case, chosen in a dialog, and the API queues the run at once; the list shows
 * it with its progress. The server's refusals (a run of the case already under way, an unknown
 * case) are shown in the form.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { lossRunCreateSchema, type LossRun } from '@backoffice/core/api';
import { useState } from 'react';
import { ContractForm } from '../../../components/form/ContractForm.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import '../../../components/dialog/dialog.css';
import { CASE_LOOKUP } from '../../../components/data-table/lookups.ts';
import { LookupField } from '../../../components/form/LookupField.tsx';
import { MissingClosesNotice } from '../../../entities/cases/MissingClosesNotice.tsx';

function StartRunForm({
  onStarted,
  onCancel,
}: {
  onStarted: (run: LossRun) => void;
  onCancel: () => void;
}) {
  const create = useApiMutation('createLossRun');
  const form = useContractForm(lossRunCreateSchema, { defaultValues: { caseId: '' } });
  const caseId = form.watch('caseId');
  return (
    <ContractForm
      form={form}
      label="Start a loss run"
      submitLabel="Start the run"
      pendingLabel="Starting…"
      cancel={
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      }
      onSubmit={async (body) => {
        const run = await create.mutateAsync({ body });
        toast({ tone: 'success', title: 'Loss run started', description: run.caseCaption });
        onStarted(run);
      }}
    >
      <LookupField
        name="caseId"
        label="Case"
        source={CASE_LOOKUP}
        required
        wide
        hint="The run covers every client and account that traded or held the case's securities."
      />
      {caseId ? (
        <div className="form-field--wide">
          <MissingClosesNotice caseId={caseId} />
        </div>
      ) : null}
    </ContractForm>
  );
}

export function StartRun() {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--primary">
          Start a run
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog loss-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">Start a loss run</Dialog.Title>
          <StartRunForm onStarted={close} onCancel={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
