/**
 * A deadline's new trigger: first the API's dry run lists every deadline of the case counted
 * from that trigger and how far it moves; only the confirmation writes (and recomputes them).
 */
import {
  deadlineTriggerFormSchema,
  type DeadlineRecord,
  type DeadlineTriggerChange,
  type DeadlineTriggerMoves,
} from '@backoffice/core/api';
import { useState } from 'react';
import { ContractForm } from '../../../components/form/ContractForm.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { formatDate } from '../../../lib/format/format.ts';
import { TriggerFields } from './deadline-fields.tsx';

const byHowMuch = (days: number) =>
  days === 0 ? 'stays' : `${days > 0 ? '+' : '−'}${String(Math.abs(days))} days`;

function Moves({ preview }: { preview: DeadlineTriggerMoves }) {
  if (preview.moves.length === 0) {
    return <p>No deadline is counted from this trigger by a rule: no date moves.</p>;
  }
  return (
    <table className="case-table" aria-label="Deadlines that move">
      <thead>
        <tr>
          <th scope="col">Deadline</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Moves</th>
        </tr>
      </thead>
      <tbody>
        {preview.moves.map((m) => (
          <tr key={m.deadlineId} data-move-days={m.days}>
            <td data-label="Deadline">{m.title}</td>
            <td data-label="From">{formatDate(m.from)}</td>
            <td data-label="To">{formatDate(m.to)}</td>
            <td data-label="Moves">{byHowMuch(m.days)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function defaultsOf(d: DeadlineRecord) {
  const t = d.trigger;
  return {
    triggerKind: t?.kind ?? 'event',
    event: t?.kind === 'event' ? t.event : '',
    triggerDate: t?.date ?? null,
    docketEntryId: t?.kind === 'docketEntry' ? t.docketEntryId : '',
  } as const;
}

export function TriggerChange({
  deadline,
  onDone,
}: {
  deadline: DeadlineRecord;
  onDone: () => void;
}) {
  const form = useContractForm(deadlineTriggerFormSchema, { defaultValues: defaultsOf(deadline) });
  const [preview, setPreview] = useState<{
    body: DeadlineTriggerChange;
    answer: DeadlineTriggerMoves;
  } | null>(null);
  const change = useApiMutation('changeDeadlineTrigger');
  const params = { id: deadline.id };
  const confirm = async (body: DeadlineTriggerChange) => {
    await change.mutateAsync({ params, body });
    toast({ tone: 'success', title: 'Trigger changed', description: deadline.title });
    onDone();
  };
  if (preview) {
    return (
      <section aria-label="Moves of the new trigger" className="case-stack">
        <p>
          With the trigger on {formatDate(preview.answer.trigger.date)}, these dates change. Nothing
          is saved until you confirm.
        </p>
        <Moves preview={preview.answer} />
        <div className="form-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={change.isPending}
            onClick={() => {
              void confirm(preview.body);
            }}
          >
            {change.isPending ? 'Saving…' : 'Confirm the new trigger'}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setPreview(null);
            }}
          >
            Back
          </button>
        </div>
      </section>
    );
  }
  return (
    <ContractForm
      form={form}
      label="Change the trigger"
      submitLabel="Preview the moves"
      pendingLabel="Checking…"
      onSubmit={async (body) => {
        const answer = await apiRequest('changeDeadlineTrigger', {
          params,
          body,
          query: { dryRun: true },
        });
        setPreview({ body, answer });
      }}
    >
      <TriggerFields caseId={deadline.caseId} />
    </ContractForm>
  );
}
