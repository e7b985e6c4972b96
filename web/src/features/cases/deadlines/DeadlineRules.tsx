/**
 * The rules deadlines are computed by: the built-in ones of a securities class action and
 * staff's own, listed with their periods; staff add a rule for their court (a period in days or
 * weeks after or before its trigger, with mail service's 3 days where it applies). A rule whose
 * numbers make no sense is refused by the server, beside the field.
 */
import {
  COUNT_DIRECTIONS,
  PERIOD_UNITS,
  SERVICE_METHODS,
  deadlineRuleCreateSchema,
} from '@backoffice/core/api';
import { ContractForm } from '../../../components/form/ContractForm.tsx';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { enumOptions, humanize } from '../../../lib/format/labels.ts';
import { ruleLabel } from './deadline-fields.tsx';

function RuleAdd() {
  const create = useApiMutation('createDeadlineRule');
  const form = useContractForm(deadlineRuleCreateSchema, {
    defaultValues: { name: '', trigger: '', unit: 'days', direction: 'after', authority: '' },
    draftKey: 'deadline-rule:new',
  });
  return (
    <ContractForm
      form={form}
      label="New rule"
      submitLabel="Add rule"
      onSubmit={async (body, { idempotencyKey }) => {
        const rule = await create.mutateAsync({ body, idempotencyKey });
        toast({ tone: 'success', title: 'Rule added', description: ruleLabel(rule) });
        form.reset({ name: '', trigger: '', unit: 'days', direction: 'after', authority: '' });
      }}
    >
      <TextField name="name" label="Deadline" required hint="What is due, e.g. Reply brief due" />
      <TextField
        name="trigger"
        label="Counted from"
        required
        hint="e.g. the opposition is served"
      />
      <NumberField name="days" label="Period" required />
      <SelectField name="unit" label="Unit" options={enumOptions(PERIOD_UNITS)} />
      <SelectField name="direction" label="Direction" options={enumOptions(COUNT_DIRECTIONS)} />
      <SelectField
        name="service"
        label="Service"
        placeholder="None"
        options={enumOptions(SERVICE_METHODS)}
        hint="Service by mail adds 3 days (Fed. R. Civ. P. 6(d))"
      />
      <TextField name="court" label="Court" hint="The court it applies in, e.g. S.D.N.Y." />
      <TextField name="authority" label="Authority" hint="e.g. Local Civil Rule 6.1(b)" />
    </ContractForm>
  );
}

export function DeadlineRules() {
  const rules = useApiQuery('listDeadlineRules', {});
  const canAdd = useCan('createDeadlineRule');
  return (
    <div className="deadline-rules">
      {rules.data ? (
        <ul className="deadline-rules__list" aria-label="Deadline rules">
          {rules.data.items.map((r) => (
            <li key={r.id}>
              <span>{ruleLabel(r)}</span>
              <span className="muted">
                {r.service ? ` · ${humanize(r.service)} service` : ''}
                {r.authority ? ` · ${r.authority}` : ''}
                {r.builtIn ? ' · built in' : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Loading the rules…</p>
      )}
      {canAdd ? <RuleAdd /> : null}
    </div>
  );
}
