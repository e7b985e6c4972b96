/**
 * The case's edit view (its `edit` sub-page): the case form over the update schema, filled
 * with the stored case. It sends only what the user changed, and offers only the status moves
 * the case's life cycle allows.
 */
import type { Case } from '@backoffice/core/api';
import { Link, useNavigate } from 'react-router-dom';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { CaseFields } from './CaseForm.tsx';
import { caseUpdateFormSchema } from './case-form-schemas.ts';
import { caseValues, updateBody } from './case-form-values.ts';
import { PermissionNote } from './PermissionNote.tsx';
import { statusOptionsFrom } from './status-options.ts';

export const EDIT_PAGE = 'edit';

function EditForm({ case: c }: { case: Case }) {
  const navigate = useNavigate();
  const update = useApiMutation('updateCase');
  const form = useContractForm(caseUpdateFormSchema, {
    defaultValues: caseValues(c),
    draftKey: `case:${c.id}:edit`,
  });
  // Read while rendering: react-hook-form tracks dirty fields only for a form that asks.
  const { dirtyFields } = form.formState;
  const overview = hrefOf('case', { caseId: c.id });
  return (
    <ContractForm
      form={form}
      label="Edit case"
      submitLabel="Save changes"
      cancel={
        <Link className="button" to={overview}>
          Cancel
        </Link>
      }
      onSubmit={async (values) => {
        const body = updateBody(values, c, dirtyFields);
        if (Object.keys(body).length > 0) {
          await update.mutateAsync({ params: { id: c.id }, body });
          toast({ tone: 'success', title: 'Case saved', description: c.caption });
        } else {
          toast({ tone: 'info', title: 'Nothing to save', description: 'No field was changed.' });
        }
        void navigate(overview);
      }}
    >
      <CaseFields statusOptions={statusOptionsFrom(c.status)} withSettlement />
    </ContractForm>
  );
}

export function CaseEdit({ case: c }: { case: Case }) {
  const canEdit = useCan('updateCase');
  return (
    <>
      <PageHeader title={`Edit ${c.caption}`} />
      {canEdit ? (
        <EditForm case={c} />
      ) : (
        <PermissionNote
          back={{ href: hrefOf('case', { caseId: c.id }), label: 'Back to the case' }}
        >
          You do not have permission to edit cases.
        </PermissionNote>
      )}
    </>
  );
}
