/** The security master: US issuers (some of them ADRs of foreign companies) and foreign listings. */
import type { Faker } from '@faker-js/faker';
import type { Security } from '@backoffice/core/api';
import { cusipCheckDigit, isinCheckDigit } from '@backoffice/core/domain';
import { COUNTRY_SUFFIX, issuerName, tickerFor } from './names.ts';
import type { Rng } from './rng.ts';

interface Listing {
  country: string;
  exchange: string;
  currency: string;
  /** First character of a CINS (foreign CUSIP), by country. */
  cins: string;
}

const US_EXCHANGES = ['NYSE', 'NASDAQ'];
const FOREIGN: readonly Listing[] = [
  { country: 'GB', exchange: 'LSE', currency: 'GBP', cins: 'G' },
  { country: 'DE', exchange: 'XETRA', currency: 'EUR', cins: 'D' },
  { country: 'FR', exchange: 'Euronext Paris', currency: 'EUR', cins: 'F' },
  { country: 'NL', exchange: 'Euronext Amsterdam', currency: 'EUR', cins: 'N' },
  { country: 'CH', exchange: 'SIX', currency: 'CHF', cins: 'H' },
  { country: 'JP', exchange: 'TSE', currency: 'JPY', cins: 'J' },
  { country: 'CA', exchange: 'TSX', currency: 'CAD', cins: 'C' },
];

export const FOREIGN_SHARE = 0.2;
const ADR_SHARE = 0.06;

function cusip(first: string, rng: Rng, taken: Set<string>): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  for (;;) {
    let issuer = first;
    while (issuer.length < 6) issuer += chars.charAt(rng.int(0, chars.length - 1));
    const base = `${issuer}10`; // issue number 10: common stock
    const full = `${base}${cusipCheckDigit(base)}`;
    if (!taken.has(full)) {
      taken.add(full);
      return full;
    }
  }
}

function isin(country: string, code: string): string {
  const base = `${country}${code}`;
  return `${base}${isinCheckDigit(base)}`;
}

export function generateSecurities(
  rng: Rng,
  faker: Faker,
  count: number,
  stamp: string,
): Security[] {
  const tickers = new Set<string>();
  const cusips = new Set<string>();
  const securities: Security[] = [];
  for (let i = 0; i < count; i += 1) {
    const foreign = i >= Math.round(count * (1 - FOREIGN_SHARE));
    const listing = foreign ? rng.pick(FOREIGN) : undefined;
    const adr = !foreign && rng.chance(ADR_SHARE);
    const home = listing?.country ?? (adr ? rng.pick(FOREIGN).country : 'US');
    const { base, sector } = issuerName(faker);
    const name = `${base} ${COUNTRY_SUFFIX[home] ?? 'Inc.'}`;
    const code = cusip(listing?.cins ?? String(rng.int(0, 9)), rng, cusips);
    securities.push({
      id: `SE-${String(i + 1).padStart(4, '0')}`,
      cusip: code,
      // Foreign listings carry a national number in the ISIN; US ones embed the CUSIP.
      isin: foreign ? isin(home, `0${code.slice(1, 9)}`) : isin('US', code),
      ticker: tickerFor(base, tickers, faker),
      name: adr ? `${name} ADR` : name,
      exchange: listing?.exchange ?? rng.pick(US_EXCHANGES),
      country: home,
      currency: listing?.currency ?? 'USD',
      sector,
      assetClass: adr ? 'adr' : 'common',
      status: 'active',
      market: foreign ? 'foreign' : 'domestic',
      listedOn: `${rng.int(1985, 2018)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      lastClose: null,
      lastCloseDate: null,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  return securities;
}
