/**
 * A new docket on a case (the case the list is filtered to, if any, comes preset): court,
 * docket number in the federal form (`1:26-cv-07210`, judges' initials such as `-GHW-OTW`
 * allowed) and the judge. The API checks the number and refuses one the court already has.
 */
import { docketCreateSchema } from '@backoffice/core/api';
import { useSearchParams } from 'react-router-dom';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { CasePicker } from '../../entities/cases/CasePicker.tsx';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';

interface Props {
  onCancel: () => void;
  onCreated: (id: string) => void;
}

export function DocketCreate({ onCancel, onCreated }: Props) {
  const [search] = useSearchParams();
  const form = useContractForm(docketCreateSchema, {
    defaultValues: { caseId: search.get('caseId') ?? '', court: '', docketNumber: '', judge: '' },
    draftKey: 'docket:new',
  });
  const create = useApiMutation('createDocket');
  return (
    <ContractForm
      form={form}
      label="New docket"
      submitLabel="Open docket"
      cancel={
        <button
          type="button"
          className="button"
          onClick={() => {
            form.draft.discard();
            onCancel();
          }}
        >
          Cancel
        </button>
      }
      onSubmit={async (body, { idempotencyKey }) => {
        const docket = await create.mutateAsync({ body, idempotencyKey });
        toast({ tone: 'success', title: 'Docket opened', description: docket.docketNumber });
        onCreated(docket.id);
      }}
    >
      <CasePicker name="caseId" label="Case" />
      <TextField name="court" label="Court" hint="As the case names it, e.g. S.D.N.Y." />
      <TextField name="docketNumber" label="Docket number" hint="e.g. 1:26-cv-07210-GHW-OTW" />
      <TextField name="judge" label="Judge" />
    </ContractForm>
  );
}
