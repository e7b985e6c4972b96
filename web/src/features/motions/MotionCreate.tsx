/** A new motion on a case (the case the list is filtered to, if any, comes preset). */
import { motionCreateSchema } from '@backoffice/core/api';
import { useSearchParams } from 'react-router-dom';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { CasePicker } from '../../entities/cases/CasePicker.tsx';
import { MotionForm } from './MotionForm.tsx';

interface Props {
  onCancel: () => void;
  onCreated: (id: string) => void;
}

export function MotionCreate({ onCancel, onCreated }: Props) {
  const [search] = useSearchParams();
  const form = useContractForm(motionCreateSchema, {
    defaultValues: {
      caseId: search.get('caseId') ?? '',
      title: '',
      status: 'draft',
      filedBy: '',
      filedOn: null,
      hearingDate: null,
      deadline: null,
      notes: '',
    },
    draftKey: 'motion:new',
  });
  const create = useApiMutation('createMotion');

  return (
    <MotionForm
      form={form}
      label="New motion"
      submitLabel="Create motion"
      onCancel={onCancel}
      caseField={<CasePicker name="caseId" label="Case" />}
      onSubmit={async (body, { idempotencyKey }) => {
        const motion = await create.mutateAsync({ body, idempotencyKey });
        toast({ tone: 'success', title: 'Motion created', description: motion.title });
        onCreated(motion.id);
      }}
    />
  );
}
