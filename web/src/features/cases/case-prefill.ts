/**
 * A new case prefilled from the address, as the Security Price Drops screen opens it:
 * `/createNewCase?securityId=SE-0001&classPeriodStart=…&classPeriodEnd=…&disclosureDate=…`.
 * Values that are not well-formed are left out (the form starts empty there).
 */
import { idSchema, isoDateSchema } from '@backoffice/core/api';
import type { CaseFormValues } from './case-form-values.ts';

export interface CasePrefill {
  values: Partial<CaseFormValues>;
  /** The corrective disclosure the new case is built on; the form has no field for it. */
  disclosureDate: string | null;
  /** Names the prefill, so its draft is kept apart from a blank new case's. */
  key: string | null;
}

const dateOf = (search: URLSearchParams, name: string) => {
  const parsed = isoDateSchema.safeParse(search.get(name));
  return parsed.success ? parsed.data : null;
};

export function casePrefill(search: URLSearchParams): CasePrefill {
  const security = idSchema.safeParse(search.get('securityId'));
  const start = dateOf(search, 'classPeriodStart');
  const end = dateOf(search, 'classPeriodEnd');
  const disclosureDate = dateOf(search, 'disclosureDate');
  const values: Partial<CaseFormValues> = {
    ...(security.success ? { securityIds: [security.data] } : {}),
    ...(start ? { classPeriodStart: start } : {}),
    ...(end ? { classPeriodEnd: end } : {}),
  };
  const parts = [security.data, start, end, disclosureDate].filter(Boolean);
  return { values, disclosureDate, key: parts.length > 0 ? parts.join('|') : null };
}
