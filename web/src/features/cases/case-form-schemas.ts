/**
 * The contract's case schemas plus the class-period rule, so the form says "ends before it
 * starts" next to the end date before sending. The contract leaves that rule to the server
 * (a 422, not a 400); the form checks the same core rule, and still shows the server's answer.
 */
import { caseCreateSchema, caseUpdateSchema, isoDateSchema } from '@backoffice/core/api';
import { CLASS_PERIOD_BACKWARDS, classPeriodInOrder } from '@backoffice/core/domain';

interface PeriodValues {
  classPeriodStart?: string | undefined;
  classPeriodEnd?: string | undefined;
}

const isDate = (value: unknown): value is string => isoDateSchema.safeParse(value).success;

const inOrder = ({ classPeriodStart: start, classPeriodEnd: end }: PeriodValues): boolean =>
  !isDate(start) || !isDate(end) || classPeriodInOrder(start, end);

const periodCheck = {
  path: ['classPeriodEnd'],
  message: CLASS_PERIOD_BACKWARDS,
  // Checked even while other fields are wrong, so every problem shows at once.
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !inOrder(value),
};

export const caseCreateFormSchema = caseCreateSchema.refine(inOrder, periodCheck);
export const caseUpdateFormSchema = caseUpdateSchema.refine(inOrder, periodCheck);
