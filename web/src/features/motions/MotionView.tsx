/** Everything about one motion, with what the user may do to it. */
import type { Motion } from '@backoffice/core/api';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HistorySection } from '../../components/audit/HistorySection.tsx';
import { Details } from '../../components/detail/Details.tsx';
import { WithRecord } from '../../components/feedback/WithRecord.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { formatDate, formatDateTime } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { DeleteMotion } from './DeleteMotion.tsx';
import { Deadline } from '../../entities/motions/motion-columns.tsx';

interface Props {
  id: string;
  onEdit: () => void;
  onDeleted: () => void;
}

interface FactsProps extends Omit<Props, 'id'> {
  motion: Motion;
  onDeleting: (deleting: boolean) => void;
}

function MotionFacts({ motion, onEdit, onDeleting, onDeleted }: FactsProps) {
  const canUpdate = useCan('updateMotion');
  const canDelete = useCan('deleteMotion');
  return (
    <>
      <h3 className="motion-view__title">{motion.title}</h3>
      <Details
        items={[
          {
            label: 'Case',
            value: <Link to={hrefOf('case', { caseId: motion.caseId })}>{motion.caseCaption}</Link>,
          },
          { label: 'Type', value: humanize(motion.type) },
          { label: 'Status', value: humanize(motion.status) },
          { label: 'Filed by', value: motion.filedBy },
          { label: 'Filed on', value: formatDate(motion.filedOn) },
          { label: 'Hearing', value: formatDate(motion.hearingDate) },
          { label: 'Deadline', value: <Deadline motion={motion} full /> },
          {
            label: 'Notes',
            value: motion.notes ? <span className="motion-view__notes">{motion.notes}</span> : null,
            wide: true,
          },
          { label: 'Created', value: formatDateTime(motion.createdAt) },
          { label: 'Updated', value: formatDateTime(motion.updatedAt) },
        ]}
      />
      {canUpdate || canDelete ? (
        <div className="button-row motion-view__actions">
          {canUpdate ? (
            <button type="button" className="button button--primary" onClick={onEdit}>
              Edit
            </button>
          ) : null}
          {canDelete ? (
            <DeleteMotion motion={motion} onDeleting={onDeleting} onDeleted={onDeleted} />
          ) : null}
        </div>
      ) : null}
      <HistorySection recordType="motion" id={motion.id} />
    </>
  );
}

export function MotionView({ id, onEdit, onDeleted }: Props) {
  const [deleting, setDeleting] = useState(false);
  const motion = useApiQuery('getMotion', { params: { id } }, { enabled: !deleting });
  return (
    <WithRecord what="motion" id={id} query={motion}>
      {(motion) => (
        <MotionFacts
          motion={motion}
          onEdit={onEdit}
          onDeleting={setDeleting}
          onDeleted={onDeleted}
        />
      )}
    </WithRecord>
  );
}
