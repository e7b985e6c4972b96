/**
 * A securities class action's class period: the days on which buyers of the security were
 * misled. It must not end before it starts; the server refuses such a case (422) and forms say
 * so before sending. Dates are calendar dates (`2024-03-15`), which compare as strings.
 */
export const CLASS_PERIOD_BACKWARDS = 'The class period ends before it starts';

export function classPeriodInOrder(start: string, end: string): boolean {
  return start <= end;
}
