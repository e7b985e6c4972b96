/**
 * The inputs the deadline forms share: the rule (built-in and staff's), the owner, and the
 * trigger (an event and its date, or a docket entry of the case's dockets).
 */
import type { DeadlineRuleRecord, Docket } from '@backoffice/core/api';
import { useController, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/form/DateField.tsx';
import { FieldShell } from '../../../components/form/FieldShell.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useField } from '../../../components/form/use-field.ts';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatDate } from '../../../lib/format/format.ts';

const unitOf = (r: DeadlineRuleRecord) => (r.days === 1 ? r.unit.slice(0, -1) : r.unit);

/** "Lead-plaintiff motions due — 60 days after the early notice is published". */
export function ruleLabel(r: DeadlineRuleRecord): string {
  const court = r.court ? ` (${r.court})` : '';
  return `${r.name}${court} — ${String(r.days)} ${unitOf(r)} ${r.direction} ${r.trigger}`;
}

export function RuleField() {
  const rules = useApiQuery('listDeadlineRules', {}).data?.items ?? [];
  return (
    <SelectField
      name="ruleId"
      label="Rule"
      placeholder="Choose a rule…"
      options={rules.map((r) => ({ value: r.id, label: ruleLabel(r) }))}
      hint={rules.length === 0 ? 'Loading the rules…' : undefined}
      wide
    />
  );
}

export function OwnerField() {
  const owners = useApiQuery('listDeadlineOwners', {}).data?.items;
  // Mounted once the options are there, so the select shows the owner the form holds.
  if (!owners) return <p className="muted">Loading who may own it…</p>;
  return (
    <SelectField
      name="ownerId"
      label="Owner"
      placeholder="Me"
      options={owners.map((o) => ({ value: o.id, label: `${o.displayName} (${o.username})` }))}
    />
  );
}

function DocketEntryOptions({ docket }: { docket: Docket }) {
  const entries =
    useApiQuery('listDocketEntries', {
      params: { id: docket.id },
      query: { pageSize: 100, sort: 'filedOn:desc' },
    }).data?.items ?? [];
  return (
    <optgroup label={`Docket ${docket.docketNumber}`}>
      {entries.map((e) => (
        <option key={e.id} value={e.id}>
          {`${formatDate(e.filedOn)} · #${String(e.number ?? '—')} ${e.description.slice(0, 80)}`}
        </option>
      ))}
    </optgroup>
  );
}

/** The entries of every docket of the case, newest first, grouped by docket. */
function DocketEntryField({ caseId }: { caseId: string }) {
  // Controlled: the entries arrive after the select, and it must still show the chosen one.
  const {
    field: { name, value, onChange, onBlur, ref },
  } = useController<{ docketEntryId: string | null }>({ name: 'docketEntryId' });
  const field = useField('docketEntryId', false);
  const dockets = useApiQuery('listDockets', { query: { caseId, pageSize: 100 } }).data?.items;
  return (
    <FieldShell field={field} label="Docket entry" wide>
      <select
        id={field.inputId}
        className="form-control"
        {...field.aria}
        name={name}
        ref={ref}
        value={value ?? ''}
        onChange={onChange}
        onBlur={onBlur}
      >
        <option value="">{dockets?.length === 0 ? 'The case has no docket' : 'Choose…'}</option>
        {dockets?.map((d) => (
          <DocketEntryOptions key={d.id} docket={d} />
        ))}
      </select>
    </FieldShell>
  );
}

export function TriggerFields({ caseId }: { caseId: string }) {
  const kind = useWatch({ name: 'triggerKind' }) as unknown;
  return (
    <>
      <SelectField
        name="triggerKind"
        label="Trigger"
        options={[
          { value: 'event', label: 'An event on a date' },
          { value: 'docketEntry', label: 'A docket entry' },
        ]}
      />
      {kind === 'docketEntry' ? (
        <DocketEntryField caseId={caseId} />
      ) : (
        <>
          <TextField name="event" label="Event" placeholder="e.g. complaint filed" />
          <DateField name="triggerDate" label="Event date" />
        </>
      )}
    </>
  );
}
