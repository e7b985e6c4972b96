/**
 * What a person types into the number and date fields, read strictly: a value the contract can
 * take, nothing (empty), or text that is not one, which the field keeps as typed so that
 * validation names the problem and nothing is silently dropped or rounded into another day.
 */
export type Typed<T> = { kind: 'empty' } | { kind: 'value'; value: T } | { kind: 'invalid' };

const EMPTY = { kind: 'empty' } as const;
const INVALID = { kind: 'invalid' } as const;

/** `1,250,000`, `-3.5`, `.25`: commas and spaces group thousands. */
export function parseTypedNumber(text: string): Typed<number> {
  const compact = text.replace(/[,\s]/g, '');
  if (compact === '') return EMPTY;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact)) return INVALID;
  const value = Number(compact);
  return Number.isFinite(value) ? { kind: 'value', value } : INVALID;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** How a stored number reads in its input: grouped, every digit kept. */
export function numberText(value: number): string {
  return grouped.format(value);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** `2024-03-15` or `3/15/2024` (US order, as the practice writes dates) → `2024-03-15`. */
export function parseTypedDate(text: string): Typed<string> {
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  if (!parts) return INVALID;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const value = isoOf(year, month, day);
  return value ? { kind: 'value', value } : INVALID;
}

/** A business date as the calendar shows it: that day, at local midnight. */
export function dateOfIso(iso: string): Date | null {
  const parsed = parseTypedDate(iso);
  if (parsed.kind !== 'value') return null;
  const [year, month, day] = parsed.value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  // setFullYear, because the Date constructor reads years below 100 as 19xx.
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The business date the calendar's local day stands for. */
export function isoOfDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
