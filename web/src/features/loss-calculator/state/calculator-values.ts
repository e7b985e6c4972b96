/**
 * The calculator form's values and where its inputs came from. The source (case, security,
 * client, accounts) is also the screen's deep link, `?case=&security=&client=&accounts=a,b`,
 * which the Loss Runs screen opens with a result line's inputs.
 */
import type { lossCalculatorFormSchema } from '@backoffice/core/api';
import type { FormValuesOf } from '../../../lib/form/contract-schema.ts';

export type CalculatorValues = FormValuesOf<typeof lossCalculatorFormSchema>;

export const EMPTY_VALUES: CalculatorValues = {
  caseId: '',
  securityId: '',
  clientId: '',
  accountIds: [],
  classPeriodStart: null,
  classPeriodEnd: null,
  disclosureDate: null,
  startHolding: null,
};

export interface Source {
  caseId: string;
  securityId: string;
  clientId: string;
  accountIds: string[];
}

export const NO_SOURCE: Source = { caseId: '', securityId: '', clientId: '', accountIds: [] };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function sourceOfValues(values: Partial<CalculatorValues>): Source {
  const accounts = Array.isArray(values.accountIds) ? values.accountIds : [];
  return {
    caseId: text(values.caseId),
    securityId: text(values.securityId),
    clientId: text(values.clientId),
    accountIds: accounts.filter((a): a is string => typeof a === 'string' && a !== ''),
  };
}

/** The deep link's parameters; null when the address names no input. */
export function sourceOfSearch(search: URLSearchParams): Source | null {
  const source: Source = {
    caseId: search.get('case') ?? '',
    securityId: search.get('security') ?? '',
    clientId: search.get('client') ?? '',
    accountIds: (search.get('accounts') ?? '').split(',').filter(Boolean),
  };
  return sameSource(source, NO_SOURCE) ? null : source;
}

/** The source as the deep link writes it, empty parts left out. */
export function searchOfSource(source: Source): Record<string, string> {
  const entries: [string, string][] = [
    ['case', source.caseId],
    ['security', source.securityId],
    ['client', source.clientId],
    ['accounts', source.accountIds.join(',')],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

export function sameSource(a: Source, b: Source): boolean {
  return (
    a.caseId === b.caseId &&
    a.securityId === b.securityId &&
    a.clientId === b.clientId &&
    a.accountIds.join(',') === b.accountIds.join(',')
  );
}
