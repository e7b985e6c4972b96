/** The SEC writes one date three ways: 20230930 (SEC header), 09-30-2023 (XML), 30-SEP-2023 (data sets). */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function valid(iso: string): string | null {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Any of the SEC's date forms (or ISO) as an ISO date; null when it is none of them. */
export function secDate(text: string | undefined): string | null {
  const t = (text ?? '').trim().toUpperCase();
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(t) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return valid(`${m[1]!}-${m[2]!}-${m[3]!}`);
  m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(t);
  if (m) return valid(`${m[3]!}-${m[1]!}-${m[2]!}`);
  m = /^(\d{1,2})-([A-Z]{3})-(\d{4})$/.exec(t);
  const month = m ? MONTHS.indexOf(m[2]!) + 1 : 0;
  if (m && month > 0)
    return valid(`${m[3]!}-${String(month).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`);
  return null;
}
