/**
 * The figures, following the inputs: a moment after the last change the form is validated
 * (its fields show the contract's messages), the input assembled and evaluated (in the worker
 * when large), and the engine's problems put on the fields and rows they name. The previous
 * figures stay on screen, marked as updating, until the new ones arrive.
 */
import { lossCalculatorFormSchema, type LossCalculatorForm } from '@backoffice/core/api';
import type { DailyClose, LossInput, LossOutput, LossSplit } from '@backoffice/core/loss';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { settleEmptyValues } from '../../../lib/form/empty-values.ts';
import { assemble, type Problem } from './assemble.ts';
import { evaluate, evaluateByAccount, type AccountEvaluation } from './evaluate.ts';
import type { Form } from '../state/form-type.ts';
import { locate } from './locate.ts';
import { evaluateSomewhere } from '../worker/loss-worker-client.ts';
import type { Workbench } from '../state/workbench.ts';

const SETTLE_MS = 300;

export type ResultStatus = 'incomplete' | 'invalid' | 'problems' | 'done';

export interface LossResult {
  status: ResultStatus;
  /** The latest figures, pooled over every trade (kept while the next are worked out). */
  output: LossOutput | null;
  /** The figures per account, added up, when the trades come from several accounts. */
  byAccount: AccountEvaluation | null;
  input: LossInput | null;
  problems: Problem[];
  /** Working out new figures. */
  busy: boolean;
  /** How long the last evaluation took, in ms. */
  tookMs: number | null;
  lookbackMean: { value: number; from: 'row' | 'last-date' } | null;
}

type Settled = Omit<LossResult, 'busy'>;

const INITIAL: Settled = {
  status: 'incomplete',
  output: null,
  byAccount: null,
  input: null,
  problems: [],
  tookMs: null,
  lookbackMean: null,
};

/** The form's values as the contract has them, or null when a field is wrong (it says why). */
async function validForm(form: Form): Promise<LossCalculatorForm | null> {
  if (!(await form.trigger())) return null;
  const values = settleEmptyValues(lossCalculatorFormSchema, form.getValues());
  return lossCalculatorFormSchema.parse(values);
}

/** Puts the engine's problems with the form's fields under those fields. */
function markFields(form: Form, problems: readonly Problem[]): void {
  for (const { place, message } of problems) {
    if (place.kind === 'field') form.setError(place.name, { type: 'engine', message });
  }
}

async function work(
  form: Form,
  workbench: Workbench,
  securityPrices: readonly DailyClose[] | null,
  splits: readonly LossSplit[],
  isCurrent: () => boolean,
): Promise<Settled | null> {
  const valid = await validForm(form);
  if (!isCurrent()) return null;
  if (!valid) return { ...INITIAL, status: 'invalid' };
  const { input, accountOf, problems, lookbackMean } = assemble(
    valid,
    workbench,
    securityPrices,
    splits,
  );
  if (!input) return { ...INITIAL, status: 'problems', problems, lookbackMean };
  const started = performance.now();
  // A worker that fails to start leaves the work to the page.
  const evaluation = await evaluateSomewhere(input).catch(() => evaluate(input));
  if (!isCurrent()) return null;
  const located = locate(evaluation.problems, workbench.priceSource);
  markFields(form, located);
  const byAccount = evaluation.output ? evaluateByAccount(input, accountOf) : null;
  return {
    status: evaluation.output ? 'done' : 'problems',
    output: evaluation.output,
    byAccount,
    input,
    problems: located,
    tookMs: Math.round(performance.now() - started),
    lookbackMean,
  };
}

export function useLossResult(
  form: Form,
  workbench: Workbench,
  securityPrices: readonly DailyClose[] | null,
  splits: readonly LossSplit[],
): LossResult {
  const values = useWatch({ control: form.control });
  const inputs = useMemo(
    () => ({ values, workbench, securityPrices, splits }),
    [values, workbench, securityPrices, splits],
  );
  const [settled, setSettled] = useState<{ for: typeof inputs | null; result: Settled }>({
    for: null,
    result: INITIAL,
  });

  useEffect(() => {
    let current = true;
    const isCurrent = () => current;
    const timer = setTimeout(() => {
      // Nothing entered yet: no "Required" under every field before the user has begun.
      const started = Boolean(inputs.values.classPeriodStart || inputs.values.classPeriodEnd);
      const running = started
        ? work(form, inputs.workbench, inputs.securityPrices, inputs.splits, isCurrent)
        : Promise.resolve(INITIAL);
      void running.then((result) => {
        if (result && isCurrent()) setSettled({ for: inputs, result });
      });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [form, inputs]);

  return { ...settled.result, busy: settled.for !== inputs };
}
