/**
 * Which of a case's deadlines matter at a glance: the PSLRA lead-plaintiff deadline (the date by
 * which investors must move to lead the class), and the next one still to be met. Dates are
 * calendar dates (`2024-03-15`), which compare as strings.
 */
interface DatedDeadline {
  kind: string;
  date: string;
  done: boolean;
}

function earliest<D extends DatedDeadline>(deadlines: readonly D[]): D | null {
  let first: D | null = null;
  for (const deadline of deadlines) {
    if (!first || deadline.date < first.date) first = deadline;
  }
  return first;
}

/** The lead-plaintiff deadline (the earliest, should a case carry more than one). */
export function leadPlaintiffDeadline<D extends DatedDeadline>(deadlines: readonly D[]): D | null {
  return earliest(deadlines.filter((d) => d.kind === 'lead_plaintiff'));
}

/** The earliest deadline not yet met that falls on or after `today` (an ISO date). */
export function nextDeadline<D extends DatedDeadline>(
  deadlines: readonly D[],
  today: string,
): D | null {
  return earliest(deadlines.filter((d) => !d.done && d.date >= today));
}
