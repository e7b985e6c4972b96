/**
 * What the calculator holds besides its form fields: the trades as typed in the grid (text, so a
 * half-typed or unreadable cell stays as it is and says what is wrong), the pasted plan tables
 * and where the lookback's prices come from. Plain data, kept as a draft like the form.
 */
import type { TradeText } from '@backoffice/core/domain';

export interface GridRow extends TradeText {
  /** Stable across edits and deletions, for React's keys. */
  id: number;
  /**
   * The account a loaded trade came from (its number), so the figures can be worked out per
   * account as the case's loss run does; absent for typed or imported trades.
   */
  account?: string;
}

/**
 * The lookback's prices: the security's daily closes from the API, closes pasted by hand, or
 * a plan of allocation's own lookback table (used as published).
 */
export type PriceSource = 'security' | 'closes' | 'plan';

export const PRICE_SOURCES: readonly PriceSource[] = ['security', 'closes', 'plan'];

export interface Workbench {
  rows: GridRow[];
  /** The case whose dates and plan were last filled in (a reload must not fill them again). */
  caseFilled: string;
  /** `security|account,account` of the trades last loaded, '' when typed or imported. */
  tradesFrom: string;
  priceSource: PriceSource;
  closesText: string;
  lookbackText: string;
  inflationText: string;
}

export const EMPTY_WORKBENCH: Workbench = {
  rows: [],
  caseFilled: '',
  tradesFrom: '',
  priceSource: 'security',
  closesText: '',
  lookbackText: '',
  inflationText: '',
};

let nextId = 1;

export function gridRow(text: TradeText & { account?: string }): GridRow {
  return { ...text, id: nextId++ };
}

export const BLANK_TRADE: TradeText = {
  date: '',
  side: 'BUY',
  quantity: '',
  price: '',
  fxRate: '',
};

const isText = (value: unknown): value is string => typeof value === 'string';

function rowOf(value: unknown): GridRow | null {
  if (typeof value !== 'object' || value === null) return null;
  const { date, side, quantity, price, fxRate, account } = value as Record<string, unknown>;
  if (![date, side, quantity, price, fxRate].every(isText)) return null;
  const text = { date, side, quantity, price, fxRate } as TradeText;
  return gridRow(isText(account) ? { ...text, account } : text);
}

/** A saved draft as a workbench; anything it does not recognise falls back to empty. */
export function workbenchOf(draft: Record<string, unknown> | null): Workbench {
  if (!draft) return EMPTY_WORKBENCH;
  const rows = Array.isArray(draft.rows) ? draft.rows.map(rowOf) : [];
  const source = draft.priceSource;
  return {
    rows: rows.filter((r): r is GridRow => r !== null),
    caseFilled: isText(draft.caseFilled) ? draft.caseFilled : '',
    tradesFrom: isText(draft.tradesFrom) ? draft.tradesFrom : '',
    priceSource: PRICE_SOURCES.find((s) => s === source) ?? 'security',
    closesText: isText(draft.closesText) ? draft.closesText : '',
    lookbackText: isText(draft.lookbackText) ? draft.lookbackText : '',
    inflationText: isText(draft.inflationText) ? draft.inflationText : '',
  };
}

/**
 * Above this many trades the draft leaves the rows out: writing megabytes at every edit would
 * stall typing, and sessionStorage would refuse them anyway. A reload then loads them again
 * from their source (the accounts), or starts without them (an import).
 */
export const MAX_DRAFT_ROWS = 10_000;

/** A draft without the rows' ids (they are made anew when it is read). */
export function draftOf(workbench: Workbench): Record<string, unknown> {
  if (workbench.rows.length > MAX_DRAFT_ROWS) return { ...workbench, rows: [], tradesFrom: '' };
  return {
    ...workbench,
    rows: workbench.rows.map(({ date, side, quantity, price, fxRate, account }) => ({
      date,
      side,
      quantity,
      price,
      fxRate,
      ...(account === undefined ? {} : { account }),
    })),
  };
}
