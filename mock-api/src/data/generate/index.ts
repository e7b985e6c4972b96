/**
 * Generates the whole data set from a seed: the same seed gives the same data, byte for byte.
 * Each part draws from its own random stream, so changing one part does not reshuffle the rest.
 */
import type { Account } from '@backoffice/core/api';
import { Table } from '../../store/collection.ts';
import { FilingLineStore } from '../../store/filing-lines.ts';
import { followTrades } from '../../store/positions.ts';
import { createCollections, type Store } from '../../store/store.ts';
import { breakHoldings } from './breaks.ts';
import { generateCases, randomShocks } from './cases.ts';
import { generateClients } from './clients.ts';
import { generateHelpVideos, generateNews, generateUpdates } from './content.ts';
import { businessDays, instant, monthOf, quarterEnds } from '../../domain/dates.ts';
import { indexOnOrBefore } from '../../store/price-book.ts';
import { generateFilings } from './filings.ts';
import { generateFiles, months, type Feed } from './ingestion.ts';
import { generateTracker } from './tracker.ts';
import { generateLitigation } from './litigation.ts';
import { withDisclosuresAndPlans } from './plans.ts';
import { generatePrices } from './prices.ts';
import { createFaker, createRng } from './rng.ts';
import { seedLossRuns, seedReports } from './analysis.ts';
import { generateSecurities } from './securities.ts';
import { generateTrading } from './trading.ts';
import { generateUsers, type DirectoryUser } from './users.ts';
import { CUSTODIANS } from './clients.ts';

export interface GenerateOptions {
  seed: number;
  trades: number;
  asOf: string;
  /** The sign-in file's users, who head the admin panel's user list. */
  users: readonly DirectoryUser[];
  /** More or fewer clients and cases than SIZES (the bench's practice at scale). */
  sizes?: Partial<Pick<typeof SIZES, 'clients' | 'cases' | 'securities'>>;
}

export const SIZES = {
  clients: 60,
  securities: 240,
  cases: 36,
  filers: 40,
  news: 30,
  updates: 14,
  staff: 18,
};
export const FIRST_DAY = '2020-01-02';

function feedsOf(accounts: readonly Account[]) {
  const feeds: Feed[] = [];
  const index = new Map<string, number>();
  const accountFeed = accounts.map((a) => {
    const key = `${a.clientId}|${a.custodian}`;
    if (!index.has(key)) {
      index.set(key, feeds.length);
      const code = CUSTODIANS.find((c) => c.name === a.custodian)?.code ?? 'XX';
      feeds.push({ clientId: a.clientId, clientName: a.clientName, custodian: a.custodian, code });
    }
    return index.get(key)!;
  });
  return { feeds, accountFeed };
}

/** What the generator draws from a seed: rows, prices and indexes, before a store holds them. */
export type GeneratedData = ReturnType<typeof generateData>;

/** The whole data set from a seed: a store of it. */
export function generateStore(options: GenerateOptions): Store {
  return storeOf(generateData(options), options.seed);
}

/**
 * The draws alone, plain data a store is made of (storeOf). A store never changes a row in
 * place, so several stores can be made of one draw's rows, each given its own copy of the
 * positions index, the one part a store changes (see testing/test-api.ts).
 */
export function generateData(options: GenerateOptions) {
  const { seed, asOf } = options;
  const rng = createRng(seed);
  const faker = (label: string) => createFaker(seed, label);
  const stamp = instant(FIRST_DAY, 480);
  const days = businessDays(FIRST_DAY, asOf);

  const securities = generateSecurities(
    rng.fork('securities'),
    faker('securities'),
    options.sizes?.securities ?? SIZES.securities,
    stamp,
  );
  const plan = generateCases(
    rng.fork('cases'),
    faker('cases'),
    securities,
    days,
    options.sizes?.cases ?? SIZES.cases,
    stamp,
  );
  const shocks = [...plan.shocks, ...randomShocks(rng.fork('shocks'), securities.length, days, 40)];
  const prices = generatePrices(rng.fork('prices'), securities, days, shocks);
  securities.forEach((s, i) => {
    s.lastClose = prices.closes[i]![days.length - 1]!;
    s.lastCloseDate = days[days.length - 1]!;
  });
  const priceIndex = new Map(securities.map((s, i) => [s.id, i]));
  const cases = withDisclosuresAndPlans(rng.fork('plans'), plan.cases, priceIndex, prices);

  const { clients, accounts } = generateClients(
    rng.fork('clients'),
    faker('clients'),
    options.sizes?.clients ?? SIZES.clients,
    stamp,
  );
  const { feeds, accountFeed } = feedsOf(accounts);
  const allMonths = months(monthOf(FIRST_DAY), monthOf(asOf));
  const quarterMonths = new Set(
    allMonths.filter((m) => ['03', '06', '09', '12'].includes(m.slice(5))),
  );
  const files = generateFiles(rng.fork('files'), feeds, allMonths, quarterMonths, asOf);
  const monthIndex = new Map(allMonths.map((m, i) => [m, i]));
  const dayMonth = Int32Array.from(days, (d) => monthIndex.get(monthOf(d))!);
  const snapshotDays = [
    ...new Set([
      ...quarterEnds(FIRST_DAY, asOf).map((q) => indexOnOrBefore(days, q)),
      days.length - 1,
    ]),
  ];
  const trading = generateTrading({
    rng: rng.fork('trades'),
    accounts,
    securities,
    prices,
    count: options.trades,
    featured: plan.shocks.map((shock) => shock.securityIndex),
    snapshotDays,
    fileFor: (a, d) => files.tradeFiles[accountFeed[a]!]![dayMonth[d]!]!,
  });
  const ingestionFiles = files.builder.finish();
  const { holdings, breaks } = breakHoldings(
    rng.fork('breaks'),
    trading.holdings,
    securities,
    trading.positions,
  );
  const litigation = generateLitigation(rng.fork('litigation'), faker('litigation'), cases, asOf);
  const filings = generateFilings(rng.fork('filings'), faker('filings'), {
    clients,
    securities,
    prices,
    filerCount: SIZES.filers,
    firstPeriod: '2021-03-31',
    asOf,
  });

  return {
    asOf,
    prices,
    priceIndex,
    trades: trading.trades,
    holdings,
    filingLines: filings.lines,
    positions: trading.positions,
    breaks,
    /** Each collection's rows, in the order they are put. */
    rows: {
      clients,
      accounts,
      securities,
      cases,
      dockets: litigation.dockets,
      docketEntries: litigation.entries,
      motions: litigation.motions,
      filers: filings.filers,
      ingestionFiles,
      tracker: generateTracker(ingestionFiles, feeds, allMonths, quarterMonths, asOf),
      news: generateNews(rng.fork('news'), faker('news'), clients, asOf, SIZES.news),
      updates: generateUpdates(rng.fork('updates'), asOf, SIZES.updates),
      helpVideos: generateHelpVideos(asOf),
      users: generateUsers(rng.fork('users'), faker('users'), options.users, SIZES.staff, stamp),
    },
  };
}

/** A store holding `data`: it puts the rows and keeps `positions` up to date as trades change. */
export function storeOf(data: GeneratedData, seed: number): Store {
  const { rows } = data;
  const store: Store = {
    ...createCollections(),
    asOf: data.asOf,
    prices: data.prices,
    priceIndex: data.priceIndex,
    trades: new Table('TR', data.trades),
    holdings: new Table('HO', data.holdings),
    filingLines: new FilingLineStore(data.filingLines),
    positions: data.positions,
    breaks: data.breaks,
  };
  followTrades(store);
  const fill = <T extends { id: string }>(c: { put(row: T): T }, list: readonly T[]) => {
    for (const row of list) c.put(row);
  };
  fill(store.clients, rows.clients);
  fill(store.accounts, rows.accounts);
  fill(store.securities, rows.securities);
  fill(store.cases, rows.cases);
  fill(store.dockets, rows.dockets);
  fill(store.docketEntries, rows.docketEntries);
  fill(store.motions, rows.motions);
  fill(store.filers, rows.filers);
  fill(store.ingestionFiles, rows.ingestionFiles);
  fill(store.tracker, rows.tracker);
  fill(store.news, rows.news);
  fill(store.updates, rows.updates);
  fill(store.helpVideos, rows.helpVideos);
  fill(store.users, rows.users);
  seedLossRuns(createRng(seed).fork('runs'), store);
  seedReports(store);
  return store;
}
