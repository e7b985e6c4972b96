/**
 * The security's closes for the calculator: the span follows the class period, the disclosure
 * and the trades' first and last dates (settled, so typing a date does not fetch at every key),
 * and a sentence says what was loaded. The security's recorded splits go to the engine too, and
 * the sentence names them: the figures are then in the shares after them.
 */
import { parseSheetDate, splitLabel } from '@backoffice/core/domain';
import type { DailyClose, LossSplit } from '@backoffice/core/loss';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatDate, formatNumber } from '../../../lib/format/format.ts';
import type { Form } from '../state/form-type.ts';
import { useDebounced } from '../../../lib/hooks/use-debounced.ts';
import { priceSpan, useSecurityPrices } from './use-security-prices.ts';
import type { Workbench } from '../state/workbench.ts';

const dateAt = (wb: Workbench, index: number) => {
  const row = wb.rows.at(index);
  return row ? parseSheetDate(row.date) : null;
};

export function usePricesFor(form: Form, workbench: Workbench) {
  const [start, end, disclosure, securityId] = useWatch({
    control: form.control,
    name: ['classPeriodStart', 'classPeriodEnd', 'disclosureDate', 'securityId'],
  });
  const wanted = priceSpan({ start, end }, disclosure, {
    first: dateAt(workbench, 0),
    last: dateAt(workbench, -1),
  });
  const span = useDebounced(wanted, 400);
  const id = typeof securityId === 'string' ? securityId : '';
  const prices = useSecurityPrices(id, span);
  const closes: readonly DailyClose[] | null = prices.data ?? null;

  let note: string;
  if (id === '') note = 'Choose a security above to load its daily closes.';
  else if (!span) note = 'Enter the class period to load the daily closes it needs.';
  else if (prices.isError)
    note = `The daily closes could not be loaded. ${describeApiError(prices.error).message}`;
  else if (!closes) {
    const { loaded, total } = prices.progress;
    note =
      total === null
        ? 'Loading the daily closes…'
        : `Loading the daily closes… ${formatNumber(loaded)} of ${formatNumber(total)} days`;
  } else if (closes.length === 0)
    note = `No daily closes from ${formatDate(span.from)} to ${formatDate(span.to)}.`;
  else {
    note = `${formatNumber(closes.length)} daily closes loaded, ${formatDate(closes[0]?.date)} to ${formatDate(closes.at(-1)?.date)}.`;
  }
  const splits = useSplits(id);
  if (splits.length > 0) {
    const named = splits.map((s) => `${splitLabel(s.ratio)} on ${formatDate(s.date)}`).join(', ');
    note += ` Splits applied: ${named}; shares and prices are compared in the shares of the lookback's last day.`;
  }
  // The engine takes closes in US dollars; a foreign listing's are not converted here.
  const security = useApiQuery('getSecurity', { params: { id } }, { enabled: id !== '' });
  const currency = security.data?.currency;
  if (closes && currency && currency !== 'USD') {
    note += ` They are in ${currency}, while the engine compares them with trade prices in US dollars (after each trade's FX rate): paste the closes in US dollars instead if they differ.`;
  }
  return { closes, splits, note };
}

const NO_SPLITS: readonly LossSplit[] = [];

/** The chosen security's recorded splits, as the engine takes them (the same list till they change). */
function useSplits(securityId: string): readonly LossSplit[] {
  const answer = useApiQuery(
    'listSecuritySplits',
    { params: { id: securityId } },
    { enabled: securityId !== '' },
  );
  const items = securityId === '' ? undefined : answer.data?.items;
  return useMemo(
    () =>
      items && items.length > 0 ? items.map(({ date, ratio }) => ({ date, ratio })) : NO_SPLITS,
    [items],
  );
}
