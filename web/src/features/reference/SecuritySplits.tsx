/**
 * A security's stock splits on its page: those recorded (each ex-date with new shares for old)
 * and recording one. Closes stay as traded; the loss engine, the Loss Calculator, the drop
 * finders and the 13-F estimates compare quantities and prices across a split.
 */
import { splitCreateSchema, type Security } from '@backoffice/core/api';
import { splitLabel } from '@backoffice/core/domain';
import { ContractForm } from '../../components/form/ContractForm.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { formatDate } from '../../lib/format/format.ts';

function SplitForm({ security }: { security: Security }) {
  const record = useApiMutation('createSecuritySplit');
  const access = useAccess('createSecuritySplit');
  const form = useContractForm(splitCreateSchema, { defaultValues: {} });
  return (
    <ContractForm
      form={form}
      label={`Record a split of ${security.ticker}`}
      submitLabel="Record split"
      refusal={access.reason}
      onSubmit={async (body) => {
        await record.mutateAsync({ params: { id: security.id }, body });
        toast({
          tone: 'success',
          title: 'Split recorded',
          description: `${security.ticker}: ${splitLabel(body.ratio)} on ${formatDate(body.date)}`,
        });
        form.reset({});
      }}
    >
      <DateField name="date" label="Ex-date" required hint="The first day the shares trade split" />
      <NumberField
        name="ratio"
        label="New shares per old share"
        required
        hint="2 for a 2-for-1 split, 1.5 for 3-for-2, 0.1 for a 1-for-10 reverse split"
      />
    </ContractForm>
  );
}

export function SecuritySplits({ security }: { security: Security }) {
  const splits = useApiQuery('listSecuritySplits', { params: { id: security.id } });
  const items = splits.data?.items ?? [];
  return (
    <section className="card security-splits" aria-labelledby="security-splits-title">
      <h2 id="security-splits-title" className="reference-section-title">
        Stock splits of {security.ticker}
      </h2>
      <p className="muted">
        Closes stay as traded. Losses, drops and 13-F estimates compare shares and prices across a
        split.
      </p>
      {splits.isPending ? <p className="muted">Loading…</p> : null}
      {splits.isSuccess && items.length === 0 ? (
        <p>No split is recorded for {security.ticker}.</p>
      ) : null}
      {items.length > 0 ? (
        <ul className="security-splits__list" aria-label="Splits">
          {items.map((s) => (
            <li key={s.id}>
              {splitLabel(s.ratio)} on {formatDate(s.date)}
            </li>
          ))}
        </ul>
      ) : null}
      <SplitForm security={security} />
    </section>
  );
}
