/**
 * "Mark explained": a note on a break, sent with the contract's schema (the server keeps who
 * and when). Radix Dialog keeps the focus inside; the form shows the server's complaints.
 */
import { explainDiscrepancySchema, type Discrepancy } from '@backoffice/core/api';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import '../../components/dialog/dialog.css';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';

function ExplainForm({ row, onDone }: { row: Discrepancy; onDone: () => void }) {
  const explain = useApiMutation('explainDiscrepancy');
  const form = useContractForm(explainDiscrepancySchema, {
    defaultValues: { note: row.explanation?.note ?? '' },
  });
  return (
    <ContractForm
      form={form}
      label="Explain the break"
      submitLabel="Mark explained"
      cancel={
        <Dialog.Close className="button" type="button">
          Cancel
        </Dialog.Close>
      }
      onSubmit={async (body) => {
        await explain.mutateAsync({ params: { id: row.id }, body });
        toast({
          tone: 'success',
          title: 'Break explained',
          description: `${row.ticker} · ${row.accountNumber}`,
        });
        onDone();
      }}
    >
      <TextAreaField name="note" label="Note" required hint="What explains the difference" />
    </ContractForm>
  );
}

export function ExplainDialog({ row }: { row: Discrepancy }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--primary">
          {row.explained ? 'Change the note' : 'Mark explained'}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">
            Explain the break in {row.ticker}, account {row.accountNumber}
          </Dialog.Title>
          <ExplainForm
            row={row}
            onDone={() => {
              setOpen(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
