/**
 * Setting up a generation job: the report type, the period (the choices follow the type) and
 * the clients; a preview of one of them below; "Generate" starts the job and opens its page.
 */
import { isPeriodOf, periodNoun, recentPeriods, REPORT_TYPE_LABELS } from '@backoffice/core/domain';
import {
  REPORT_TYPES,
  reportJobCreateSchema,
  type ReportJobCreate,
  type ReportType,
} from '@backoffice/core/api';
import { format } from 'date-fns/format';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ContractForm } from '../../../components/form/ContractForm.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { formatNumber } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { ClientsField } from './ClientsField.tsx';
import { jobSubPage } from './generator-page.ts';
import { GeneratorPreview } from './GeneratorPreview.tsx';

const TYPE_OPTIONS = REPORT_TYPES.map((t) => ({
  value: t,
  label: REPORT_TYPE_LABELS[t],
}));

const periodsOf = (type: ReportType) =>
  recentPeriods(
    type,
    format(new Date(), 'yyyy-MM-dd'),
    type === 'quarterly' || type === 'monthly' ? 12 : 6,
  );

export function GeneratorForm() {
  const navigate = useNavigate();
  const start = useApiMutation('createReportJob');
  const form = useContractForm(reportJobCreateSchema, {
    defaultValues: { type: 'annual', period: periodsOf('annual')[0]!, clientIds: [] },
    draftKey: 'reportJob:new',
  });
  const [typeValue, periodValue, clientValue] = useWatch({
    control: form.control,
    name: ['type', 'period', 'clientIds'],
  });
  // The form's values may be empty ('' or null) while being edited.
  const type = REPORT_TYPES.find((t) => t === typeValue);
  const period = periodValue ?? '';
  const clientIds = Array.isArray(clientValue) ? clientValue : [];
  // A new type takes its own kind of period (a year, a quarter or a month).
  useEffect(() => {
    if (type && !isPeriodOf(type, period)) form.setValue('period', periodsOf(type)[0]!);
  }, [form, type, period]);
  const periods = type ? periodsOf(type) : [];

  const onSubmit = async (body: ReportJobCreate) => {
    const job = await start.mutateAsync({ body });
    toast({
      tone: 'success',
      title: 'Generation started',
      description: `${formatNumber(job.clientIds.length)} ${job.type} reports for ${job.period}`,
    });
    await navigate(hrefOf('reportGenerator', { subPage: jobSubPage(job.id) }));
  };

  return (
    <div className="cm-stack">
      <section className="card">
        <ContractForm
          form={form}
          onSubmit={onSubmit}
          submitLabel="Generate"
          pendingLabel="Starting…"
          label="New reports"
        >
          <SelectField name="type" label="Report type" options={TYPE_OPTIONS} required />
          <SelectField
            name="period"
            label={type ? periodNoun(type) : 'Period'}
            options={periods.map((p) => ({ value: p, label: p }))}
            required
          />
          <ClientsField
            name="clientIds"
            label="Clients"
            hint="One report each; many run in the background while you carry on."
          />
        </ContractForm>
      </section>
      {type && isPeriodOf(type, period) ? (
        <GeneratorPreview type={type} period={period} clientIds={clientIds} />
      ) : null}
    </div>
  );
}
