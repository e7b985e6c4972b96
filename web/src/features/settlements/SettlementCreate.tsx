/**
 * New settlement: the settlement form over the contract's rules, money typed in dollars. A link
 * from a case's page names the case (`?caseId=`); a saved settlement opens on its own page.
 */
import { settlementFormSchema } from '@backoffice/core/api';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { SettlementFields } from './SettlementFields.tsx';
import { newSettlementValues } from './settlement-form-values.ts';
import './settlements.css';

function NewSettlementForm() {
  const navigate = useNavigate();
  const create = useApiMutation('createSettlement');
  const [search] = useSearchParams();
  const caseId = search.get('caseId') ?? '';
  const form = useContractForm(settlementFormSchema, {
    defaultValues: newSettlementValues(caseId),
    draftKey: caseId ? `settlement:new:${caseId}` : 'settlement:new',
  });
  const back = caseId ? hrefOf('case', { caseId }) : hrefOf('settlements');
  return (
    <ContractForm
      form={form}
      label="New settlement"
      submitLabel="Create settlement"
      pendingLabel="Creating…"
      cancel={
        <Link className="button" to={back}>
          Cancel
        </Link>
      }
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = await create.mutateAsync({ body, idempotencyKey });
        toast({ tone: 'success', title: 'Settlement created', description: saved.name });
        void navigate(hrefOf('settlement', { settlementId: saved.id }));
      }}
    >
      <SettlementFields />
    </ContractForm>
  );
}

function SettlementCreate() {
  const canCreate = useCan('createSettlement');
  return (
    <>
      <PageHeader title="New Settlement" />
      {canCreate ? (
        <NewSettlementForm />
      ) : (
        <p role="status">
          You do not have permission to add settlements.{' '}
          <Link to={hrefOf('settlements')}>Back to the settlements</Link>
        </p>
      )}
    </>
  );
}

export default defineScreen(SettlementCreate);
