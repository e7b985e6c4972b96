/**
 * The web's settlement form: the contract's settlement terms with money in US dollars as people
 * type it (the contract keeps cents), the eligible securities chosen apart from their plan tables,
 * and the settlement's own rules (core `settlementTermsProblems`: dates in order, fees within the
 * fund) checked on the field they are about before anything is sent. A valid form is the create
 * body, in cents; an edit sends the fields that differ from the stored settlement.
 */
import { z } from 'zod';
import { settlementTermsProblems } from '../../domain/settlements/settlement-dates.ts';
import { idSchema, isoDateSchema } from '../primitives.ts';
import { inflationRangeSchema } from './cases.ts';
import {
  claimsAdministratorSchema,
  settlementSchema,
  settlementSecuritySchema,
  type Settlement,
  type SettlementCreate,
} from './settlements.ts';

const MAX_DOLLARS = 1_000_000_000_000;
const dollars = z.number().min(0).max(MAX_DOLLARS);
const cents = (value: number | null | undefined): number => Math.round((value ?? 0) * 100);
const centsOrNull = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : cents(value);
const dollarsOf = (value: number | null): number | null => (value === null ? null : value / 100);

/** A row of the plan's inflation table as the form holds it: an open end is left empty. */
const inflationRowSchema = z
  .strictObject({
    from: isoDateSchema,
    to: z.union([isoDateSchema, z.literal('')]).nullable(),
    perShare: inflationRangeSchema.shape.perShare,
  })
  .refine((r) => !r.to || r.from <= r.to, {
    path: ['to'],
    message: 'the range ends before it starts',
  });

const securityPlanSchema = z.strictObject({
  securityId: idSchema,
  inflation: z.array(inflationRowSchema).min(1).max(50),
  lookbackMean: settlementSecuritySchema.shape.lookbackMean,
});

type Loose = Record<string, unknown>;
const isLoose = (v: unknown): v is Loose => typeof v === 'object' && v !== null;
const dateOrNull = (v: unknown): string | null =>
  typeof v === 'string' && isoDateSchema.safeParse(v).success ? v : null;
const numberOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/** Inflation ranges out of date order or overlapping, on the later range's start. */
function rangeProblems(securities: unknown, ctx: z.RefinementCtx): void {
  if (!Array.isArray(securities)) return;
  securities.forEach((s: unknown, i) => {
    if (!isLoose(s) || !Array.isArray(s.inflation)) return;
    const rows = (s.inflation as unknown[]).map((r) => (isLoose(r) ? r : {}));
    rows.forEach((r, k) => {
      const previous = rows[k - 1];
      const from = dateOrNull(r.from);
      if (!previous || !from || !dateOrNull(previous.from)) return;
      const end = dateOrNull(previous.to);
      if (end === null || end >= from) {
        ctx.addIssue({
          code: 'custom',
          path: ['securities', i, 'inflation', k, 'from'],
          message: `range ${String(k + 1)} starts before range ${String(k)} ends: list the ranges in date order without overlaps`,
        });
      }
    });
  });
}

function formProblems(v: Loose, ctx: z.RefinementCtx): void {
  rangeProblems(v.securities, ctx);
  const gross = numberOrNull(v.grossFund);
  const dates = (key: string) => dateOrNull(v[key]);
  const problems = settlementTermsProblems({
    grossFund: gross === null ? Number.MAX_SAFE_INTEGER : cents(gross),
    feesAwarded: cents(numberOrNull(v.feesAwarded)),
    expensesAwarded: cents(numberOrNull(v.expensesAwarded)),
    netFund: centsOrNull(numberOrNull(v.netFundStated)),
    classPeriodStart: dates('classPeriodStart') ?? '',
    classPeriodEnd: dates('classPeriodEnd') ?? '9999-12-31',
    preliminaryApprovalOn: dates('preliminaryApprovalOn'),
    optOutDeadline: dates('optOutDeadline'),
    objectionDeadline: dates('objectionDeadline'),
    fairnessHearingOn: dates('fairnessHearingOn'),
    finalApprovalOn: dates('finalApprovalOn'),
    claimDeadline: dates('claimDeadline') ?? '9999-12-31',
  });
  for (const p of problems) {
    const field = p.field === 'netFund' ? 'netFundStated' : p.field;
    ctx.addIssue({ code: 'custom', path: [field], message: p.message });
  }
}

export const settlementFormSchema = z
  .strictObject({
    /** The contract's own fields where the form holds them as the API does. */
    ...settlementSchema.pick({
      caseId: true,
      name: true,
      preliminaryApprovalOn: true,
      finalApprovalOn: true,
      fairnessHearingOn: true,
      claimDeadline: true,
      optOutDeadline: true,
      objectionDeadline: true,
      classPeriodStart: true,
      classPeriodEnd: true,
      disclosureDate: true,
      perShareCap: true,
      belowMinimum: true,
    }).shape,
    grossFund: dollars,
    feesAwarded: dollars.nullable(),
    expensesAwarded: dollars.nullable(),
    netFundStated: dollars.nullable(),
    /** The website left empty is none. */
    administrator: claimsAdministratorSchema.extend({
      website: z.union([claimsAdministratorSchema.shape.website, z.literal('')]),
    }),
    /** The chosen eligible securities; `securities` holds one plan table for each. */
    securityIds: z.array(idSchema).min(1).max(20),
    securities: z.array(securityPlanSchema).max(20),
    minimumPayment: dollars.nullable(),
    paymentTolerance: dollars.nullable(),
    distributionTotal: dollars.nullable(),
  })
  // Checked even while other fields are wrong, so every problem shows at once: the values may
  // be unfinished here, and only what is well formed is compared.
  .superRefine(formProblems, { when: () => true })
  .transform((v): SettlementCreate => ({
    caseId: v.caseId,
    name: v.name,
    grossFund: cents(v.grossFund),
    feesAwarded: cents(v.feesAwarded),
    expensesAwarded: cents(v.expensesAwarded),
    netFundStated: centsOrNull(v.netFundStated),
    administrator: { ...v.administrator, website: v.administrator.website || null },
    preliminaryApprovalOn: v.preliminaryApprovalOn,
    finalApprovalOn: v.finalApprovalOn,
    fairnessHearingOn: v.fairnessHearingOn,
    claimDeadline: v.claimDeadline,
    optOutDeadline: v.optOutDeadline,
    objectionDeadline: v.objectionDeadline,
    classPeriodStart: v.classPeriodStart,
    classPeriodEnd: v.classPeriodEnd,
    disclosureDate: v.disclosureDate,
    // In the order the securities were chosen; a chosen one without its table is refused
    // by the contract (`securities` needs each security's inflation).
    securities: v.securityIds.map((id) => {
      const plan = v.securities.find((s) => s.securityId === id);
      return {
        securityId: id,
        lookbackMean: plan?.lookbackMean ?? 0,
        inflation: (plan?.inflation ?? []).map((r) => ({ ...r, to: r.to || null })),
      };
    }),
    perShareCap: v.perShareCap,
    minimumPayment: cents(v.minimumPayment),
    belowMinimum: v.belowMinimum,
    paymentTolerance: cents(v.paymentTolerance),
    distributionTotal: centsOrNull(v.distributionTotal),
  }));
export type SettlementFormInput = z.input<typeof settlementFormSchema>;

/** A stored settlement as the form shows it: cents back to dollars, open ends empty. */
export function settlementFormValues(s: Settlement): SettlementFormInput {
  return {
    caseId: s.caseId,
    name: s.name,
    grossFund: s.grossFund / 100,
    feesAwarded: s.feesAwarded / 100,
    expensesAwarded: s.expensesAwarded / 100,
    netFundStated: dollarsOf(s.netFundStated),
    administrator: { ...s.administrator, website: s.administrator.website ?? '' },
    preliminaryApprovalOn: s.preliminaryApprovalOn,
    finalApprovalOn: s.finalApprovalOn,
    fairnessHearingOn: s.fairnessHearingOn,
    claimDeadline: s.claimDeadline,
    optOutDeadline: s.optOutDeadline,
    objectionDeadline: s.objectionDeadline,
    classPeriodStart: s.classPeriodStart,
    classPeriodEnd: s.classPeriodEnd,
    disclosureDate: s.disclosureDate,
    securityIds: s.securities.map((x) => x.securityId),
    securities: s.securities.map((x) => ({
      securityId: x.securityId,
      lookbackMean: x.lookbackMean,
      inflation: x.inflation.map((r) => ({ ...r, to: r.to ?? '' })),
    })),
    perShareCap: s.perShareCap,
    minimumPayment: s.minimumPayment / 100,
    belowMinimum: s.belowMinimum,
    paymentTolerance: s.paymentTolerance / 100,
    distributionTotal: dollarsOf(s.distributionTotal),
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** An edit's body: the terms that differ from the stored settlement (the case stays). */
export function settlementChanges(
  form: SettlementCreate,
  stored: Settlement,
): Partial<Omit<SettlementCreate, 'caseId'>> {
  return Object.fromEntries(
    Object.entries(form).filter(
      ([key, value]) => key !== 'caseId' && !same(value, stored[key as keyof Settlement]),
    ),
  );
}
