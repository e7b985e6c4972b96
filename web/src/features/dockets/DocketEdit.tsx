/**
 * Editing a docket: its court, number and judge, its status (closing it records the day, today
 * unless one is given) and the dockets it is related to: the case's other dockets (consolidated
 * actions, an MDL and its member cases) and those already named; and whether the server
 * fetches its entries from CourtListener on its schedule.
 */
import { DOCKET_STATUSES, docketUpdateSchema, type Docket } from '@backoffice/core/api';
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { MultiSelectField } from '../../components/form/MultiSelectField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { enumOptions } from '../../lib/format/labels.ts';
import { useRelatedDockets } from './use-related-dockets.ts';

/** A case has a handful of dockets; one page holds them. */
const CASE_DOCKETS = 100;

function useRelatedOptions(docket: Docket) {
  const ofCase = useApiQuery('listDockets', {
    query: { caseId: docket.caseId, pageSize: CASE_DOCKETS, sort: 'docketNumber:asc' },
  });
  const named = useRelatedDockets(docket);
  const options = new Map<string, string>();
  for (const d of ofCase.data?.items ?? [])
    if (d.id !== docket.id) options.set(d.id, `${d.docketNumber} · ${d.court}`);
  named.forEach(({ id, docket: d }) => {
    if (!options.has(id))
      options.set(id, d ? `${d.docketNumber} · ${d.court} (${d.caseCaption})` : id);
  });
  return [...options].map(([value, label]) => ({ value, label }));
}

export function DocketEdit({ docket, onDone }: { docket: Docket; onDone: () => void }) {
  const update = useApiMutation('updateDocket');
  const related = useRelatedOptions(docket);
  const form = useContractForm(docketUpdateSchema, {
    defaultValues: {
      court: docket.court,
      docketNumber: docket.docketNumber,
      judge: docket.judge,
      status: docket.status,
      closedOn: docket.closedOn ?? undefined,
      relatedDocketIds: docket.relatedDocketIds,
      courtListenerScheduled: docket.courtListenerScheduled,
    },
  });
  return (
    <ContractForm
      form={form}
      label={`Edit docket ${docket.docketNumber}`}
      submitLabel="Save docket"
      cancel={
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      }
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ params: { id: docket.id }, body });
        toast({ tone: 'success', title: 'Docket saved', description: saved.docketNumber });
        onDone();
      }}
    >
      <TextField name="court" label="Court" required />
      <TextField name="docketNumber" label="Docket number" required />
      <TextField name="judge" label="Judge" />
      <SelectField name="status" label="Status" options={enumOptions(DOCKET_STATUSES)} />
      <DateField name="closedOn" label="Closed on" hint="When closing: today unless given" />
      {related.length > 0 ? (
        <MultiSelectField name="relatedDocketIds" label="Related dockets" wide options={related} />
      ) : (
        <p className="muted">The case has no other docket to relate this one to.</p>
      )}
      <CheckboxField
        name="courtListenerScheduled"
        label="Fetch from CourtListener on the schedule"
        hint="While the docket is open, the server fetches its new entries from CourtListener once per interval (COURTLISTENER_FETCH_INTERVAL_MIN, a day by default)"
        wide
      />
    </ContractForm>
  );
}
