/**
 * The plan of allocation's tables: for each chosen eligible security, its lookback mean and its
 * inflation table (from, to, inflation per share), rows added and removed. The blocks follow the
 * securities chosen above: a new one starts with one empty row, a removed one goes.
 */
import type { SettlementFormInput } from '@backoffice/core/api';
import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DateField } from '../../components/form/DateField.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';

type Values = SettlementFormInput;

const emptyRow = () => ({ from: '', to: '', perShare: null });

function InflationRows({ index, ticker }: { index: number; ticker: string }) {
  const { control } = useFormContext<Values>();
  const name = `securities.${index}.inflation` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <>
      {fields.map((row, k) => {
        const at = `${name}.${k}` as const;
        return (
          <fieldset key={row.id} className="plan-editor__row">
            <legend className="plan-editor__row-title">
              {ticker} range {k + 1}
            </legend>
            <DateField<Values> name={`${at}.from`} label="From" required />
            <DateField<Values> name={`${at}.to`} label="To" hint="Empty: still open." />
            <NumberField<Values>
              name={`${at}.perShare`}
              label="Inflation per share (USD)"
              required
            />
            {fields.length > 1 ? (
              <button
                type="button"
                className="button button--small plan-editor__remove"
                onClick={() => {
                  remove(k);
                }}
              >
                Remove {ticker} range {k + 1}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            // The formats allow an empty row: it is the user's to fill before saving.
            append(emptyRow() as unknown as Values['securities'][number]['inflation'][number]);
          }}
        >
          Add a {ticker} range
        </button>
      </div>
    </>
  );
}

function SecurityPlan({ index, securityId }: { index: number; securityId: string }) {
  const security = useApiQuery('getSecurity', { params: { id: securityId } });
  const ticker = security.data?.ticker ?? securityId;
  return (
    <fieldset className="form-field form-field--wide plan-editor__security">
      <legend className="form-field__label">
        {ticker}
        {security.data ? ` (${security.data.name})` : ''}
      </legend>
      <NumberField<Values>
        name={`securities.${index}.lookbackMean`}
        label={`${ticker} lookback mean (USD)`}
        required
        hint="The 90-day mean price the plan publishes."
      />
      <InflationRows index={index} ticker={ticker} />
    </fieldset>
  );
}

export function PlanEditor() {
  const { control } = useFormContext<Values>();
  const chosen = useWatch({ control, name: 'securityIds' });
  const { fields, append, remove } = useFieldArray({ control, name: 'securities' });

  // Keep one block per chosen security: the picker is the one place securities are chosen.
  useEffect(() => {
    const ids = Array.isArray(chosen) ? chosen : [];
    const gone = fields.flatMap((f, i) => (ids.includes(f.securityId) ? [] : [i]));
    if (gone.length > 0) remove(gone);
    const missing = ids.filter((id) => !fields.some((f) => f.securityId === id));
    if (missing.length > 0) {
      append(
        missing.map(
          (securityId) =>
            ({
              securityId,
              lookbackMean: null,
              inflation: [emptyRow()],
            }) as unknown as Values['securities'][number],
        ),
      );
    }
  }, [chosen, fields, append, remove]);

  if (fields.length === 0)
    return (
      <p className="muted form-field--wide">Choose the eligible securities for their tables.</p>
    );
  return (
    <>
      {fields.map((f, i) => (
        <SecurityPlan key={f.id} index={i} securityId={f.securityId} />
      ))}
    </>
  );
}
