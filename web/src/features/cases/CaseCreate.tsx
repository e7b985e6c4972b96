/**
 * Create New Case: the case form over the contract's create schema. The input is kept as a
 * draft until the case is saved; a saved case opens on its own screen.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { formatDate } from '../../lib/format/format.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { CaseFields } from './CaseForm.tsx';
import { casePrefill } from './case-prefill.ts';
import { caseCreateFormSchema } from './case-form-schemas.ts';
import { createBody, newCaseValues } from './case-form-values.ts';
import { PermissionNote } from './PermissionNote.tsx';
import { ANY_STATUS_OPTIONS } from './status-options.ts';
import './cases.css';

function NewCaseForm() {
  const navigate = useNavigate();
  const create = useApiMutation('createCase');
  const [search] = useSearchParams();
  const [prefill] = useState(() => casePrefill(search));
  const form = useContractForm(caseCreateFormSchema, {
    defaultValues: { ...newCaseValues(), ...prefill.values },
    draftKey: prefill.key ? `case:new:${prefill.key}` : 'case:new',
  });
  return (
    <ContractForm
      form={form}
      label="New case"
      submitLabel="Create case"
      pendingLabel="Creating…"
      cancel={
        <Link className="button" to={hrefOf('caseList')}>
          Cancel
        </Link>
      }
      onSubmit={async (values, { idempotencyKey }) => {
        const { disclosureDate } = prefill;
        const body = createBody(disclosureDate ? { ...values, disclosureDate } : values);
        const saved = await create.mutateAsync({ body, idempotencyKey });
        toast({ tone: 'success', title: 'Case created', description: saved.caption });
        void navigate(hrefOf('case', { caseId: saved.id }));
      }}
    >
      {prefill.disclosureDate ? (
        <p className="muted">
          From the price drop of {formatDate(prefill.disclosureDate)}: the corrective disclosure.
        </p>
      ) : null}
      <CaseFields statusOptions={ANY_STATUS_OPTIONS} />
    </ContractForm>
  );
}

function CaseCreate() {
  const canCreate = useCan('createCase');
  return (
    <>
      <PageHeader title="Create New Case" />
      {canCreate ? (
        <NewCaseForm />
      ) : (
        <PermissionNote back={{ href: hrefOf('caseList'), label: 'Back to the cases' }}>
          You do not have permission to create cases.
        </PermissionNote>
      )}
    </>
  );
}

export default defineScreen(CaseCreate);
