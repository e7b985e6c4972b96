/**
 * The loss engine's input as schemas (`core/src/loss/types.ts` in zod), for the Loss Calculator:
 * the web's form validates its fields with `lossCalculatorFormSchema`, and the whole input it
 * assembles with `lossInputSchema`, so one set of rules says what is wrong before the engine's
 * own checks (a sale of more than is held, prices missing from the lookback) have their say.
 */
import { z } from 'zod';
import { CLASS_PERIOD_BACKWARDS, classPeriodInOrder } from '../../domain/class-period.ts';
import { overlappingRanges } from '../../domain/plan-tables.ts';
import type { LossInput } from '../../loss/types.ts';
import { idSchema, isoDateSchema } from '../primitives.ts';
import { inflationRangeSchema } from './cases.ts';

export const DISCLOSURE_BEFORE_CLASS_PERIOD =
  'The disclosure date is before the class period starts';
export const INFLATION_OVERLAP = 'Two ranges of the inflation table share a day';

export const lossTradeSchema = z.strictObject({
  date: isoDateSchema,
  side: z.enum(['BUY', 'SELL']),
  quantity: z.number().positive(),
  price: z.number().positive(),
  fxRate: z.number().positive().optional(),
});

export const dailyCloseSchema = z.strictObject({
  date: isoDateSchema,
  close: z.number().positive(),
});

export const lossSplitSchema = z.strictObject({
  date: isoDateSchema,
  ratio: z.number().positive(),
});

export const lookbackTableSchema = z.strictObject({
  mean: z.number().positive(),
  meanThrough: z.record(isoDateSchema, z.number().positive()).optional(),
});

/** As the engine has it: the lookback cannot open before the class period does. */
function disclosureInOrder(start: string, disclosure: string | undefined): boolean {
  return disclosure === undefined || disclosure >= start;
}

export const lossInputSchema = z
  .strictObject({
    classPeriod: z.strictObject({ start: isoDateSchema, end: isoDateSchema }),
    disclosureDate: isoDateSchema.optional(),
    startHolding: z.number().min(0).optional(),
    trades: z.array(lossTradeSchema),
    prices: z.array(dailyCloseSchema).optional(),
    lookback: lookbackTableSchema.optional(),
    inflation: z.array(inflationRangeSchema).optional(),
    splits: z.array(lossSplitSchema).optional(),
  })
  .superRefine((input, ctx) => {
    const { start, end } = input.classPeriod;
    if (!classPeriodInOrder(start, end)) {
      ctx.addIssue({
        code: 'custom',
        path: ['classPeriod', 'end'],
        message: CLASS_PERIOD_BACKWARDS,
      });
    }
    if (!disclosureInOrder(start, input.disclosureDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['disclosureDate'],
        message: DISCLOSURE_BEFORE_CLASS_PERIOD,
      });
    }
    const overlap = input.inflation ? overlappingRanges(input.inflation) : null;
    if (overlap) {
      ctx.addIssue({ code: 'custom', path: ['inflation', overlap[1]], message: INFLATION_OVERLAP });
    }
  });

/** What passed the schema, as the engine takes it (which the compiler checks here). */
export function asLossInput(valid: z.output<typeof lossInputSchema>): LossInput {
  return valid;
}

/**
 * The calculator form's own fields: where the inputs came from (case, security, client,
 * accounts; all optional, as everything may be typed by hand) and the dates and start holding.
 */
export const lossCalculatorFormSchema = z
  .strictObject({
    caseId: idSchema.optional(),
    securityId: idSchema.optional(),
    clientId: idSchema.optional(),
    accountIds: z.array(idSchema).max(50).optional(),
    classPeriodStart: isoDateSchema,
    classPeriodEnd: isoDateSchema,
    disclosureDate: isoDateSchema.optional(),
    startHolding: z.number().min(0).optional(),
  })
  .superRefine((form, ctx) => {
    if (!classPeriodInOrder(form.classPeriodStart, form.classPeriodEnd)) {
      ctx.addIssue({ code: 'custom', path: ['classPeriodEnd'], message: CLASS_PERIOD_BACKWARDS });
    }
    if (!disclosureInOrder(form.classPeriodStart, form.disclosureDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['disclosureDate'],
        message: DISCLOSURE_BEFORE_CLASS_PERIOD,
      });
    }
  });
export type LossCalculatorForm = z.infer<typeof lossCalculatorFormSchema>;
