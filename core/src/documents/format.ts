/**
 * How numbers and dates read everywhere: one formatter each, so every screen agrees. Business
 * dates (`2024-03-15`) are calendar dates, shown without any time-zone shift.
 */
// By function, not from the package's index: Node takes over a CPU-second to load the index
// (hundreds of modules, each checked against the package's 200 KB exports map).
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';

const NOTHING = '—';

// `MMM d, yyyy`: the month's name from the platform, the rest from date-fns's locale-free
// formatter. Its full `format` (every token, with the en-US locale) was 5 KB gzip of the first
// screen's load, for the one abbreviation.
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return NOTHING;
  const date = parseISO(iso.slice(0, 10));
  return Number.isNaN(date.getTime())
    ? iso
    : `${monthName.format(date)} ${lightFormat(date, 'd, yyyy')}`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return NOTHING;
  const date = parseISO(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : `${monthName.format(date)} ${lightFormat(date, 'd, yyyy HH:mm')}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: number | null | undefined, currency = 'USD'): string {
  if (value === null || value === undefined) return NOTHING;
  let fmt = moneyFormats.get(currency);
  if (!fmt) {
    fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, fmt);
  }
  return fmt.format(value);
}

const wholeMoneyFormats = new Map<string, Intl.NumberFormat>();

/** `$27,362,000,000`: exact, without cents, for large round amounts such as assets under management. */
export function formatMoneyWhole(value: number | null | undefined, currency = 'USD'): string {
  if (value === null || value === undefined) return NOTHING;
  let fmt = wholeMoneyFormats.get(currency);
  if (!fmt) {
    fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    wholeMoneyFormats.set(currency, fmt);
  }
  return fmt.format(value);
}

const compactMoneyFormats = new Map<string, Intl.NumberFormat>();

/** `$1.2M`: for chart axes, which must stay short; tooltips and tables give the exact amount. */
export function formatMoneyCompact(value: number, currency = 'USD'): string {
  let fmt = compactMoneyFormats.get(currency);
  if (!fmt) {
    fmt = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compactMoneyFormats.set(currency, fmt);
  }
  return fmt.format(value);
}

/**
 * `$1,234.05`, `-$12.00`: an integer number of US cents (the loss engine's money), exact to the
 * cent at any size, since it never goes through a fractional dollar amount.
 */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return NOTHING;
  const abs = Math.abs(Math.trunc(cents));
  const dollars = formatMoneyWhole(Math.floor(abs / 100));
  const rest = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${dollars}.${rest}`;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined) return NOTHING;
  return numberFormat.format(value);
}

/** `1 filing`, `1,204 filings`: a count and its noun, plural unless one. */
export function formatCount(value: number, noun: string, plural = `${noun}s`): string {
  return `${formatNumber(value)} ${value === 1 ? noun : plural}`;
}

/** `20.0%`: a share from 0 to 1, to a tenth of a percent (a recovery rate). */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return NOTHING;
  return `${(rate * 100).toFixed(1)}%`;
}

export function formatBoolean(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return NOTHING;
  return value ? 'Yes' : 'No';
}
