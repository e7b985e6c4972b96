/**
 * A settlement's edit view (its `edit` sub-page): the settlement form filled with the stored
 * settlement, in dollars. It sends only the terms that changed; a change of the period,
 * securities or plan recomputes every claim on the server.
 */
import {
  settlementChanges,
  settlementFormSchema,
  settlementFormValues,
  type Settlement,
} from '@backoffice/core/api';
import { Link, useNavigate } from 'react-router-dom';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { SettlementFields } from './SettlementFields.tsx';

export const EDIT_PAGE = 'edit';

function EditForm({ settlement: s }: { settlement: Settlement }) {
  const navigate = useNavigate();
  const update = useApiMutation('updateSettlement');
  const form = useContractForm(settlementFormSchema, {
    defaultValues: settlementFormValues(s),
    draftKey: `settlement:${s.id}:edit`,
  });
  const page = hrefOf('settlement', { settlementId: s.id });
  return (
    <ContractForm
      form={form}
      label="Edit settlement"
      submitLabel="Save changes"
      cancel={
        <Link className="button" to={page}>
          Cancel
        </Link>
      }
      onSubmit={async (values) => {
        const body = settlementChanges(values, s);
        if (Object.keys(body).length > 0) {
          await update.mutateAsync({ params: { id: s.id }, body });
          toast({ tone: 'success', title: 'Settlement saved', description: s.name });
        } else {
          toast({ tone: 'info', title: 'Nothing to save', description: 'No field was changed.' });
        }
        void navigate(page);
      }}
    >
      <SettlementFields caseCaption={s.caseCaption} />
    </ContractForm>
  );
}

export function SettlementEdit({ settlement: s }: { settlement: Settlement }) {
  const canEdit = useCan('updateSettlement');
  return (
    <>
      <PageHeader title={`Edit ${s.name}`} />
      {canEdit ? (
        <EditForm settlement={s} />
      ) : (
        <p role="status">
          You do not have permission to change settlements.{' '}
          <Link to={hrefOf('settlement', { settlementId: s.id })}>Back to the settlement</Link>
        </p>
      )}
    </>
  );
}
