/**
 * Federal (CM/ECF) docket numbers: `1:26-cv-07210` is office 1, year 2026, a civil case, number
 * 7210. Judges' initials may follow (`-GHW-OTW`); they name who is assigned, not the case, so
 * they are kept apart from the number. Forms people commonly type (upper case, a short number,
 * no dashes around the case type) are accepted when they can mean one number only.
 */

/** Case types CM/ECF uses in district and bankruptcy courts. */
export const DOCKET_CASE_TYPES = [
  'cv', // civil
  'cr', // criminal
  'md', // multidistrict litigation
  'ml', // multidistrict litigation (some courts)
  'mc', // miscellaneous
  'mj', // magistrate judge
  'bk', // bankruptcy
  'ap', // adversary proceeding
  'po', // petty offence
  'sw', // search warrant
  'gj', // grand jury
  'dp', // death penalty habeas
] as const;

export const DOCKET_NUMBER_EXPECTED =
  'Expected a federal docket number such as 1:26-cv-07210 (office digit, colon, two-digit year, ' +
  `case type (${DOCKET_CASE_TYPES.join(', ')}), five-digit number), optionally followed by ` +
  "judges' initials such as -GHW-OTW";

export interface DocketNumber {
  /** `1:26-cv-07210`: the number without judges' initials. */
  base: string;
  /** `['GHW', 'OTW']`: the assigned judges' initials, in the order written. */
  judgeInitials: string[];
}

const FORM = /^(\d):(\d{2})-?([a-z]{2})-?(\d{1,5})((?:-[a-z]{1,4})*)$/i;

/** The number in its normal form, or the reason it is none. */
export function parseDocketNumber(
  text: string,
): { ok: true; value: DocketNumber } | { ok: false; problem: string } {
  const typed = text.trim();
  const match = FORM.exec(typed);
  const shown = typed.length > 40 ? `${typed.slice(0, 40)}…` : typed;
  if (!match) return { ok: false, problem: `${DOCKET_NUMBER_EXPECTED}; got '${shown}'` };
  const [, office = '', year = '', type = '', number = '', initials = ''] = match;
  const caseType = type.toLowerCase();
  if (!(DOCKET_CASE_TYPES as readonly string[]).includes(caseType)) {
    return {
      ok: false,
      problem: `Unknown case type '${type}' in '${shown}'. ${DOCKET_NUMBER_EXPECTED}`,
    };
  }
  return {
    ok: true,
    value: {
      base: `${office}:${year}-${caseType}-${number.padStart(5, '0')}`,
      judgeInitials: initials
        .split('-')
        .filter((s) => s !== '')
        .map((s) => s.toUpperCase()),
    },
  };
}

/** What is wrong with a docket number, in words for the field; undefined when nothing is. */
export function docketNumberProblem(text: string): string | undefined {
  const parsed = parseDocketNumber(text);
  return parsed.ok ? undefined : parsed.problem;
}

/** `1:26-cv-07210-GHW-OTW`: the number as courts print it with the judges' initials. */
export function fullDocketNumber(n: DocketNumber): string {
  return [n.base, ...n.judgeInitials].join('-');
}
