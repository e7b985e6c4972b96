/**
 * Keeps the inputs and their sources together. The address opens the calculator on a source
 * (`?case=&security=&client=&accounts=`) and follows every choice, so a reload or a shared link
 * shows the same. A case not yet filled in fills the dates and plan; a security and accounts
 * whose trades are not yet loaded load them. What was filled or loaded is remembered in the
 * draft, so a reload keeps the user's edits instead of fetching everything again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/toast/toast-store.ts';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { apiQueryOptions } from '../../../lib/api/use-api.ts';
import { formatNumber } from '../../../lib/format/format.ts';
import { caseFill } from './case-fill.ts';
import {
  sameSource,
  searchOfSource,
  sourceOfSearch,
  sourceOfValues,
  type CalculatorValues,
} from '../state/calculator-values.ts';
import type { Form } from '../state/form-type.ts';
import { useTradeLoading } from './use-trade-loading.ts';
import type { WorkbenchApi } from '../state/use-workbench.ts';
import { gridRow } from '../state/workbench.ts';

const tradesKey = (securityId: string, accountIds: readonly string[]) =>
  securityId && accountIds.length > 0 ? `${securityId}|${accountIds.join(',')}` : '';

/** The address's source wins over a draft's, once, when the screen opens. */
function useSourceFromAddress(form: Form) {
  const [search] = useSearchParams();
  const [opened] = useState(() => sourceOfSearch(search));
  useEffect(() => {
    if (!opened || sameSource(opened, sourceOfValues(form.getValues()))) return;
    const set = (name: keyof CalculatorValues, value: string | string[]) => {
      form.setValue(name, value, { shouldDirty: true });
    };
    set('caseId', opened.caseId);
    set('securityId', opened.securityId);
    set('clientId', opened.clientId);
    set('accountIds', opened.accountIds);
  }, [form, opened]);
}

function useAddressFromSource(form: Form) {
  const [search, setSearch] = useSearchParams();
  const values = useWatch({ control: form.control });
  const source = sourceOfValues(values);
  const wanted = new URLSearchParams(searchOfSource(source)).toString();
  useEffect(() => {
    if (wanted !== search.toString()) setSearch(new URLSearchParams(wanted), { replace: true });
  }, [wanted, search, setSearch]);
  return source;
}

export function useSourceSync(form: Form, { workbench, update }: WorkbenchApi) {
  const client = useQueryClient();
  const trades = useTradeLoading();
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  useSourceFromAddress(form);
  const source = useAddressFromSource(form);
  const { caseId, securityId, accountIds } = source;
  const key = tradesKey(securityId, accountIds);
  const caseBusy = useRef('');

  useEffect(() => {
    if (!caseId || caseId === workbench.caseFilled || caseBusy.current === caseId) return;
    caseBusy.current = caseId;
    client
      .query(apiQueryOptions('getCase', { params: { id: caseId } }))
      .then((found) => {
        const fill = caseFill(found, form.getValues('securityId') ?? '');
        const options = { shouldDirty: true, shouldValidate: false };
        form.setValue('classPeriodStart', fill.classPeriodStart, options);
        form.setValue('classPeriodEnd', fill.classPeriodEnd, options);
        form.setValue('disclosureDate', fill.disclosureDate, options);
        if (fill.securityId) form.setValue('securityId', fill.securityId, options);
        update({ caseFilled: caseId, inflationText: fill.inflationText });
      })
      .catch((error: unknown) => {
        toast({
          tone: 'error',
          title: 'The case could not be loaded',
          description: describeApiError(error).message,
        });
        update({ caseFilled: caseId });
      })
      .finally(() => {
        caseBusy.current = '';
      });
  }, [caseId, workbench.caseFilled, client, form, update]);

  const { load } = trades;
  useEffect(() => {
    if (!key || key === workbench.tradesFrom) return;
    load(securityId, accountIds)
      .then((texts) => {
        if (!texts) return;
        setFailure(null);
        update({ rows: texts.map(gridRow), tradesFrom: key });
        const accounts = accountIds.length === 1 ? 'the account' : `${accountIds.length} accounts`;
        const trades = `${formatNumber(texts.length)} ${texts.length === 1 ? 'trade' : 'trades'}`;
        toast({ tone: 'success', title: `Loaded ${trades} from ${accounts}` });
      })
      .catch((error: unknown) => {
        const message = `The trades could not be loaded. ${describeApiError(error).message}`;
        setFailure({ key, message });
        update({ tradesFrom: key });
      });
    // accountIds and securityId are in the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, workbench.tradesFrom, load, update]);

  return {
    source,
    tradesProgress: trades.progress,
    /** Only the current source's failure: another choice starts afresh. */
    loadError: failure?.key === key ? failure.message : null,
    /** Loads the source's trades again (after a failure, or to undo edits). */
    reload: () => {
      update({ tradesFrom: '' });
    },
  };
}
