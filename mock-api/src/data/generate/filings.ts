/**
 * SEC 13-F filers and their quarterly information tables. Some filers are our clients (same
 * name); the rest are other institutions. Positions drift quarter to quarter, enter and exit;
 * values are shares times the quarter-end close. A quarter is reported 45 days after its end,
 * so the latest period is the last quarter end at least 45 days before the as-of date.
 */
import type { Faker } from '@faker-js/faker';
import type { Client, Filer, FilingHolding, Security } from '@backoffice/core/api';
import { addDays, indexOnOrBefore, quarterEnds } from './dates.ts';
import type { PriceBook } from './prices.ts';
import type { Rng } from './rng.ts';

const FILING_LAG_DAYS = 45;

export function generateFilings(
  rng: Rng,
  faker: Faker,
  input: {
    clients: readonly Client[];
    securities: readonly Security[];
    prices: PriceBook;
    filerCount: number;
    firstPeriod: string;
    asOf: string;
  },
) {
  const { securities, prices } = input;
  const periods = quarterEnds(input.firstPeriod, addDays(input.asOf, -FILING_LAG_DAYS));
  const eligible = securities.flatMap((s, i) => (s.market === 'domestic' ? [i] : []));
  const clientFilers = input.clients
    .filter((c) => c.type === 'public_pension' || c.type === 'asset_manager')
    .slice(0, 6);
  const filers: Filer[] = [];
  const lines: FilingHolding[] = [];
  for (let f = 0; f < input.filerCount; f += 1) {
    const client = clientFilers[f];
    const id = `FI-${String(f + 1).padStart(4, '0')}`;
    const name =
      client?.name ??
      `${faker.person.lastName()} ${rng.pick(['Capital Management LLC', 'Asset Management LP', 'Advisors Inc.', 'Investment Partners LLC'])}`;
    const cik = String(rng.int(1_000_000, 1_999_999)).padStart(10, '0');
    const held = new Map<number, number>();
    for (const s of rng.sample(eligible, rng.int(20, 60)))
      held.set(s, Math.round(Math.exp(Math.log(200_000) + rng.normal()) / 100) * 100);
    let latest: FilingHolding[] = [];
    for (const period of periods) {
      const d = indexOnOrBefore(prices.days, period);
      latest = [];
      for (const [s, shares] of held) {
        const next = Math.max(0, Math.round((shares * (1 + rng.normal() * 0.15)) / 100) * 100);
        held.set(s, next);
        if (next === 0) continue;
        const security = securities[s]!;
        const value = Math.round(next * prices.closes[s]![d]!);
        const putCall = rng.chance(0.03) ? rng.pick(['PUT', 'CALL'] as const) : null;
        const line: FilingHolding = {
          id: `FH-${String(lines.length + 1).padStart(6, '0')}`,
          filerId: id,
          filerName: name,
          cik,
          period,
          cusip: security.cusip,
          securityId: security.id,
          issuer: security.name.toUpperCase().replace(/[.,]/g, ''),
          titleOfClass: security.assetClass === 'adr' ? 'SPONSORED ADR' : 'COM',
          value,
          shares: next,
          shareType: 'SH',
          putCall,
          investmentDiscretion: rng.chance(0.9) ? 'SOLE' : rng.pick(['DFND', 'OTR'] as const),
          votingSole: next,
          votingShared: 0,
          votingNone: 0,
        };
        lines.push(line);
        latest.push(line);
      }
      if (rng.chance(0.3)) held.set(rng.pick(eligible), 10_000 * rng.int(1, 20));
    }
    filers.push({
      id,
      cik,
      name,
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      clientId: client?.id ?? null,
      latestPeriod: periods[periods.length - 1]!,
      latestPositions: latest.length,
      latestValue: latest.reduce((sum, l) => sum + l.value, 0),
    });
  }
  return { filers, lines };
}
