/**
 * SEC 13-F filers and their quarterly information tables, shaped like real ones. Some filers
 * are our clients (same name, linked by `clientId`); the rest are other institutions. Positions
 * drift quarter to quarter, enter and exit; values are shares times the quarter-end close,
 * reported in thousands of dollars when filed before 2023 and in dollars after. Some positions
 * are listed on several lines (one per discretion type or sub-manager; one filer lists its
 * largest holding on eight), some carry put or call lines beside the shares, some filers hold
 * convertible notes (principal, PRN), and some quarters are amended: a restatement correcting a
 * mistyped line, or a new-holdings amendment adding lines the original left out. A quarter is
 * reported 20 to 45 days after its end, so the latest period is the last quarter end at least
 * 45 days before the as-of date.
 */
import type { Faker } from '@faker-js/faker';
import type { Client, Filer, FilingHolding, Security } from '@backoffice/core/api';
import {
  cusipCheckDigit,
  effectiveLines,
  reportedValue,
  rollUp,
  valueInDollars,
  valueUnitOf,
  type AmendmentType,
} from '@backoffice/core/domain';
import { addDays, quarterEnds } from '../../domain/dates.ts';
import { indexOnOrBefore, type PriceBook } from '../../store/price-book.ts';
import type { Rng } from './rng.ts';

const FILING_LAG_DAYS = 45;
/** The filer that lists its largest holding on eight lines, as Berkshire's 2010 report did. */
const EIGHT_LINE_FILER = 'Farnam Street Holdings Inc.';
const EIGHT_LINE_SHARES = 200_000_000;
const EIGHT_LINE_SPLIT = [
  0.12, 0.11, 0.08, 0.14, 0.09, 0.11, 0.1, 0.25,
] as const satisfies readonly number[];
const DISCRETION_ORDER = ['SOLE', 'DFND', 'OTR'] as const;

interface Report {
  filer: Pick<Filer, 'id' | 'name' | 'cik'>;
  period: string;
  filedOn: string;
  amendmentNo: number;
  amendmentType: AmendmentType;
  close: (s: number) => number;
}

interface Position {
  security: number;
  shares: number;
  /** How the shares are split over lines (fractions summing to 1). */
  split: readonly number[];
  option: 'PUT' | 'CALL' | null;
}

interface Builder {
  lines: FilingHolding[];
  securities: readonly Security[];
}

function issuerOf(security: Security): string {
  return security.name.toUpperCase().replace(/[.,]/g, '');
}

function addLine(
  b: Builder,
  r: Report,
  fields: Pick<FilingHolding, 'cusip' | 'securityId' | 'issuer' | 'titleOfClass' | 'shares'> &
    Pick<FilingHolding, 'shareType' | 'putCall' | 'investmentDiscretion'> & { dollars: number },
) {
  const { dollars, ...rest } = fields;
  const valueUnit = valueUnitOf(r.filedOn);
  const reported = reportedValue(dollars, valueUnit);
  b.lines.push({
    id: `FH-${String(b.lines.length + 1).padStart(6, '0')}`,
    filerId: r.filer.id,
    filerName: r.filer.name,
    cik: r.filer.cik,
    period: r.period,
    ...rest,
    value: valueInDollars(reported, valueUnit),
    reportedValue: reported,
    valueUnit,
    filedOn: r.filedOn,
    amendmentNo: r.amendmentNo,
    amendmentType: r.amendmentType,
    votingSole: rest.investmentDiscretion === 'SOLE' ? rest.shares : 0,
    votingShared: rest.investmentDiscretion === 'SOLE' ? 0 : rest.shares,
    votingNone: 0,
  });
}

/** The share lines of one position (split by discretion), and its option line if any. */
function addPosition(b: Builder, r: Report, p: Position, shares = p.shares) {
  const security = b.securities[p.security]!;
  const price = r.close(p.security);
  const common = {
    cusip: security.cusip,
    securityId: security.id,
    issuer: issuerOf(security),
    titleOfClass: security.assetClass === 'adr' ? 'SPONSORED ADR' : 'COM',
    shareType: 'SH' as const,
  };
  let left = shares;
  p.split.forEach((fraction, i) => {
    const part = i === p.split.length - 1 ? left : Math.round(shares * fraction);
    left -= part;
    if (part <= 0) return;
    const investmentDiscretion = DISCRETION_ORDER[i % DISCRETION_ORDER.length]!;
    addLine(b, r, {
      ...common,
      shares: part,
      putCall: null,
      investmentDiscretion,
      dollars: part * price,
    });
  });
  if (p.option) {
    // An option line: the shares it is on, valued at the underlying's price, as filers report.
    const on = Math.max(100, Math.round(shares / 1000) * 100);
    const line = {
      ...common,
      shares: on,
      putCall: p.option,
      investmentDiscretion: 'SOLE' as const,
    };
    addLine(b, r, { ...line, titleOfClass: p.option, dollars: on * price });
  }
}

/** A convertible note of the security's issuer: principal amount, valued near par. */
function addNote(b: Builder, r: Report, s: number, principal: number) {
  const security = b.securities[s]!;
  const base = `${security.cusip.slice(0, 6)}AB`;
  addLine(b, r, {
    cusip: `${base}${cusipCheckDigit(base)}`,
    securityId: null,
    issuer: issuerOf(security),
    titleOfClass: 'NOTE 2.250% 3/1',
    shares: principal,
    shareType: 'PRN',
    putCall: null,
    investmentDiscretion: 'SOLE',
    dollars: principal * 1.02,
  });
}

function splitOf(rng: Rng): readonly number[] {
  if (!rng.chance(0.25)) return [1];
  return rng.chance(0.5) ? [0.7, 0.3] : [0.5, 0.3, 0.2];
}

function drift(rng: Rng, shares: number): number {
  return Math.max(0, Math.round((shares * (1 + rng.normal() * 0.15)) / 100) * 100);
}

interface FilerPlan {
  filer: Pick<Filer, 'id' | 'name' | 'cik'>;
  positions: Map<number, Position>;
  note: { security: number; principal: number } | null;
}

/** One quarter: the original report, and sometimes an amendment of either kind. */
function fileQuarter(
  b: Builder,
  rng: Rng,
  plan: FilerPlan,
  period: string,
  close: Report['close'],
) {
  const original: Report = {
    filer: plan.filer,
    period,
    filedOn: addDays(period, rng.int(20, FILING_LAG_DAYS)),
    amendmentNo: 0,
    amendmentType: 'ORIGINAL',
    close,
  };
  const held = [...plan.positions.values()].filter((p) => p.shares > 0);
  const amend =
    rng.chance(0.08) && held.length > 2 ? rng.pick(['RESTATEMENT', 'NEW_HOLDINGS'] as const) : null;
  const amendment = {
    ...original,
    filedOn: addDays(original.filedOn, rng.int(5, 60)),
    amendmentNo: 1,
  };
  if (amend === 'NEW_HOLDINGS') {
    const late = held.slice(-rng.int(1, 2));
    for (const p of held) if (!late.includes(p)) addPosition(b, original, p);
    for (const p of late) addPosition(b, { ...amendment, amendmentType: 'NEW_HOLDINGS' }, p);
  } else if (amend === 'RESTATEMENT') {
    // The original mistyped one line's shares (a digit too many); the restatement files it all again.
    const typo = rng.pick(held);
    for (const p of held) addPosition(b, original, p, p === typo ? p.shares * 10 : p.shares);
    for (const p of held) addPosition(b, { ...amendment, amendmentType: 'RESTATEMENT' }, p);
  } else {
    for (const p of held) addPosition(b, original, p);
  }
  if (plan.note) addNote(b, original, plan.note.security, plan.note.principal);
}

function planFiler(
  rng: Rng,
  filer: FilerPlan['filer'],
  eligible: readonly number[],
  eightLines: boolean,
): FilerPlan {
  const positions = new Map<number, Position>();
  for (const s of rng.sample(eligible, rng.int(20, 60))) {
    const shares = Math.round(Math.exp(Math.log(200_000) + rng.normal()) / 100) * 100;
    const option = rng.chance(0.08) ? rng.pick(['PUT', 'CALL'] as const) : null;
    positions.set(s, { security: s, shares, split: splitOf(rng), option });
  }
  if (eightLines) {
    const top = [...positions.keys()][0]!;
    positions.set(top, {
      security: top,
      shares: EIGHT_LINE_SHARES,
      split: EIGHT_LINE_SPLIT,
      option: null,
    });
  }
  const note = rng.chance(0.2)
    ? { security: rng.pick(eligible), principal: 1_000_000 * rng.int(5, 50) }
    : null;
  return { filer, positions, note };
}

/** Positions drift; a few close (0 shares) or open between quarters. */
function nextQuarter(rng: Rng, plan: FilerPlan, eligible: readonly number[]) {
  for (const p of plan.positions.values()) {
    if (p.split === EIGHT_LINE_SPLIT) continue;
    p.shares = drift(rng, p.shares);
  }
  if (rng.chance(0.3)) {
    const s = rng.pick(eligible);
    plan.positions.set(s, {
      security: s,
      shares: 10_000 * rng.int(1, 20),
      split: splitOf(rng),
      option: null,
    });
  }
}

function summary(lines: readonly FilingHolding[], period: string) {
  const latest = rollUp(effectiveLines(lines.filter((l) => l.period === period)));
  const shares = latest.filter((p) => p.kind !== 'PUT' && p.kind !== 'CALL');
  return {
    latestPositions: shares.length,
    latestValue: shares.reduce((sum, p) => sum + p.value, 0),
  };
}

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
  const b: Builder = { lines: [], securities };
  for (let f = 0; f < input.filerCount; f += 1) {
    const client = clientFilers[f];
    const eightLines = f === clientFilers.length;
    const name = eightLines
      ? EIGHT_LINE_FILER
      : (client?.name ??
        `${faker.person.lastName()} ${rng.pick(['Capital Management LLC', 'Asset Management LP', 'Advisors Inc.', 'Investment Partners LLC'])}`);
    const filer = {
      id: `FI-${String(f + 1).padStart(4, '0')}`,
      name,
      cik: String(rng.int(1_000_000, 1_999_999)).padStart(10, '0'),
    };
    const plan = planFiler(rng, filer, eligible, eightLines);
    const first = b.lines.length;
    for (const period of periods) {
      const d = indexOnOrBefore(prices.days, period);
      fileQuarter(b, rng, plan, period, (s) => prices.closes[s]![d]!);
      nextQuarter(rng, plan, eligible);
    }
    const latestPeriod = periods[periods.length - 1]!;
    filers.push({
      ...filer,
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      clientId: client?.id ?? null,
      latestPeriod,
      ...summary(b.lines.slice(first), latestPeriod),
    });
  }
  return { filers, lines: b.lines };
}
