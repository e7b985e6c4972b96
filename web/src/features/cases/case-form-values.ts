/**
 * What the case form starts from and what it sends: empty values for a new case, the stored
 * ones for an edit, and for an edit only the fields the user changed.
 */
import type { Case, CaseCreate, CaseUpdate } from '@backoffice/core/api';
import { compactBody } from '../../lib/form/compact-body.ts';

/** The fields the form shows (deadlines are kept as they are). */
export const FORM_FIELDS = [
  'caption',
  'court',
  'docketNumber',
  'judge',
  'securityIds',
  'classPeriodStart',
  'classPeriodEnd',
  'status',
  'filedOn',
  'dog',
  'settlementAmount',
  'leadCounsel',
  'description',
] as const satisfies readonly (keyof CaseUpdate)[];
type FormField = (typeof FORM_FIELDS)[number];

/** Every field the form shows, filled: '' for empty text, null for empty dates and amounts. */
export type CaseFormValues = Required<Pick<CaseCreate, FormField>>;

export function newCaseValues(): CaseFormValues {
  return {
    caption: '',
    court: '',
    docketNumber: '',
    judge: '',
    securityIds: [],
    classPeriodStart: '',
    classPeriodEnd: '',
    status: 'investigation',
    filedOn: null,
    dog: false,
    settlementAmount: null,
    leadCounsel: '',
    description: '',
  };
}

export function caseValues(c: Case): CaseFormValues {
  return {
    caption: c.caption,
    court: c.court,
    docketNumber: c.docketNumber ?? '',
    judge: c.judge,
    securityIds: c.securityIds,
    classPeriodStart: c.classPeriodStart,
    classPeriodEnd: c.classPeriodEnd,
    status: c.status,
    filedOn: c.filedOn,
    dog: c.dog,
    settlementAmount: c.settlementAmount,
    leadCounsel: c.leadCounsel,
    description: c.description,
  };
}

/** A new case without the fields left empty: the server fills them in (no docket: null). */
export function createBody(values: CaseCreate): CaseCreate {
  return compactBody(values) as CaseCreate;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The changed fields only: what the user touched and that now differs from the stored case. */
export function updateBody(
  values: CaseUpdate,
  stored: Case,
  dirty: Partial<Record<string, unknown>>,
): CaseUpdate {
  const body: Record<string, unknown> = {};
  for (const key of FORM_FIELDS) {
    if (!dirty[key] || !(key in values)) continue;
    const value = key === 'docketNumber' && values[key] === '' ? null : values[key];
    if (!same(value, stored[key])) body[key] = value;
  }
  return body;
}
