/**
 * Which security a price file is for, read off its name as staff download them: a CUSIP
 * (`037833100.csv`, `prices_037833100_2024.xlsx`, valid check digit) or a ticker (`AAPL.csv`,
 * `HistoricalData_GOOGL.csv`, `yahoo-BRK.B-2024.csv`). A CUSIP wins over a ticker; several
 * securities a name could be is no match (the user picks one).
 */
import { isValidCusip } from '../identifiers.ts';

export interface PriceFileIdentifiers {
  cusips: string[];
  /** Upper case, in the order they appear. */
  tickers: string[];
}

export interface SecurityKey {
  id: string;
  ticker: string;
  cusip: string;
}

export interface PriceFileMatch {
  securityId: string;
  by: 'cusip' | 'ticker';
}

const EXTENSION = /\.(csv|txt|xlsx)$/i;
/** Words a download's name carries that are no ticker. */
const NOT_TICKERS = new Set(['HISTORICALDATA', 'HISTORICAL', 'DATA', 'PRICES', 'PRICE', 'DAILY']);
const TICKER = /^[A-Z]{1,5}(\.[A-Z]{1,2})?$/;

export function priceFileIdentifiers(fileName: string): PriceFileIdentifiers {
  const base = (fileName.split(/[\\/]/).at(-1) ?? '').replace(EXTENSION, '').toUpperCase();
  // A dot stays inside a word: class shares are written BRK.B.
  const words = base.split(/[\s_()[\],;-]+/).filter(Boolean);
  const cusips = words.filter((w) => w.length === 9 && isValidCusip(w));
  const tickers = words.filter((w) => TICKER.test(w) && !NOT_TICKERS.has(w));
  return { cusips, tickers };
}

/** The one security the name names among `securities`, or null. */
export function matchPriceFile(
  fileName: string,
  securities: readonly SecurityKey[],
): PriceFileMatch | null {
  const { cusips, tickers } = priceFileIdentifiers(fileName);
  for (const cusip of cusips) {
    const found = securities.filter((s) => s.cusip.toUpperCase() === cusip);
    if (found.length === 1) return { securityId: found[0]!.id, by: 'cusip' };
  }
  const byTicker = new Map<string, SecurityKey[]>();
  for (const s of securities) {
    const key = s.ticker.toUpperCase();
    byTicker.set(key, [...(byTicker.get(key) ?? []), s]);
  }
  const named = new Set(tickers.flatMap((t) => byTicker.get(t) ?? []));
  return named.size === 1 ? { securityId: [...named][0]!.id, by: 'ticker' } : null;
}
