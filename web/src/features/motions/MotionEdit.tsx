/** Changes to a motion: only the fields the user changed are sent (PATCH). */
import { motionUpdateSchema, type Motion, type MotionUpdate } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { MotionForm } from './MotionForm.tsx';
import { WithRecord } from '../../components/feedback/WithRecord.tsx';

/**
 * The form shows every field, so each must hold a value: a cleared title is refused rather
 * than read as "unchanged", as the partial update schema alone would.
 */
const motionEditSchema = motionUpdateSchema.required();

interface Props {
  id: string;
  onDone: () => void;
}

/** The fields of `values` that differ from the motion as loaded. */
function changes(motion: Motion, values: MotionUpdate): MotionUpdate {
  const keys = Object.keys(values) as (keyof MotionUpdate)[];
  return Object.fromEntries(
    keys
      .filter((k) => values[k] !== undefined && values[k] !== motion[k])
      .map((k) => [k, values[k]]),
  );
}

function EditForm({ motion, onDone }: { motion: Motion; onDone: () => void }) {
  const { type, title, status, filedBy, filedOn, hearingDate, deadline, notes } = motion;
  const form = useContractForm(motionEditSchema, {
    defaultValues: { type, title, status, filedBy, filedOn, hearingDate, deadline, notes },
    draftKey: `motion:${motion.id}:edit`,
  });
  const update = useApiMutation('updateMotion');

  return (
    <MotionForm
      form={form}
      label="Edit motion"
      submitLabel="Save changes"
      onCancel={onDone}
      caseField={
        <div className="form-field form-field--wide">
          <span className="form-field__label">Case</span>
          <Link to={hrefOf('case', { caseId: motion.caseId })}>{motion.caseCaption}</Link>
        </div>
      }
      onSubmit={async (values) => {
        const body = changes(motion, values);
        if (Object.keys(body).length === 0) {
          toast({ tone: 'info', title: 'Nothing changed', description: motion.title });
        } else {
          const saved = await update.mutateAsync({ params: { id: motion.id }, body });
          toast({ tone: 'success', title: 'Motion saved', description: saved.title });
        }
        onDone();
      }}
    />
  );
}

export function MotionEdit({ id, onDone }: Props) {
  const motion = useApiQuery('getMotion', { params: { id } });
  return (
    <WithRecord what="motion" id={id} query={motion}>
      {(m) => <EditForm motion={m} onDone={onDone} />}
    </WithRecord>
  );
}
