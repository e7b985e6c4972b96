/**
 * Every action a screen offers, for every demo user: shown and usable if and only if core's
 * access policy lets that user make the call it leads to — the same endpoint flags the API
 * enforces — and, where the screen keeps a refused action in sight, disabled with the policy's
 * reason as its description. The table below is written once: screen → actions, each named by
 * the operation it calls; what each user may do is core's decision over their session.
 */
import { GATEWAY_PATHS, type SessionUser } from '@backoffice/core';
import {
  accessNeeds,
  canCall,
  endpoints,
  type Account,
  type Case,
  type Docket,
  type EndpointId,
  type IngestionFile,
  type LossRun,
  type Motion,
  type Report,
  type Security,
  type SecurityDrop,
  type TrackerMatrix,
  type User,
} from '@backoffice/core/api';
import { nextCaseStatuses } from '@backoffice/core/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ListPage } from '../api.ts';
import { addSettlement } from '../settlements.ts';
import {
  at,
  useBrowser,
  openInApp,
  screenshots,
  shown,
  signedInBlank,
  signedInPage,
  type DemoUser,
} from '../support.ts';

/**
 * The records the screens open, the same for every user (read with the viewer's session, the
 * smallest scope), each in the state that offers the actions checked on it.
 */
interface Ids {
  /** A case whose status can still move, so its status control is drawn. */
  caseId: string;
  caption: string;
  clientId: string;
  clientName: string;
  newsId: string;
  breakId: string;
  docket: Pick<Docket, 'id' | 'docketNumber'>;
  staged: string;
  skipped: string;
  /** A trades file, whose row links to the trades it added. */
  ingested: string;
  /** How the tracker names a missing or pending file: "client, custodian, period: ". */
  expected: string;
  security: Pick<Security, 'id' | 'ticker' | 'name'>;
  account: Pick<Account, 'id' | 'name'>;
  motion: Pick<Motion, 'id' | 'title'>;
  failedRun: Pick<LossRun, 'id' | 'caseCaption'>;
  /** A report awaiting review (a draft), and one reviewed, not sent yet. */
  awaitingReview: Pick<Report, 'id' | 'title'>;
  reviewed: Pick<Report, 'id' | 'title'>;
  /** A price drop no case covers yet. */
  drop: Pick<SecurityDrop, 'securityId' | 'date'>;
  /** A user the Admin Panel opens (read with the administrator's session). */
  userId: string;
  /** A settlement added for the test (the demo data has none), and a client of the viewer's with a claim under it. */
  settlementId: string;
  claimClient: string;
}

interface Action {
  /** The operation the action calls: its access flags decide who may see it. */
  calls: EndpointId;
  find: (page: Page, ids: Ids) => Locator;
  /**
   * Drawn disabled until the user gives it something (a file, a choice): for a user the policy
   * allows, it must be shown and not refused by the policy, but it need not be enabled.
   */
  waitsForInput?: true;
}

interface Screen {
  name: string;
  path: (ids: Ids) => string;
  /** Shows once the screen has drawn what decides its actions (its data, where it has any). */
  ready: (page: Page, ids: Ids) => Locator;
  actions: readonly Action[];
  /** Photographed for each user under `npm run screenshots`. */
  shot?: string;
}

const main = (page: Page) => page.getByRole('main');
const button = (name: string | RegExp) => (page: Page) =>
  main(page).getByRole('button', { name, exact: typeof name === 'string' });
/** In the panel a record opens over its list (a dialog, outside the page's main). */
const dialogButton = (name: string | RegExp) => (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name, exact: typeof name === 'string' });
const link = (name: string) => (page: Page) => main(page).getByRole('link', { name, exact: true });
const grid = (page: Page) => main(page).getByRole('grid').first();
const h1 = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const h2 = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 2, name, exact: true });
/** A file's row in its list, opened on a search for its name. */
const fileRow = (name: string) => (page: Page) =>
  main(page).locator('[role="row"]', { hasText: name });
const inFileRow =
  (file: (ids: Ids) => string, role: 'button' | 'link', name: string) => (page: Page, ids: Ids) =>
    fileRow(file(ids))(page).getByRole(role, { name, exact: true });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const trackerMatrix = (page: Page) => page.getByRole('region', { name: 'Tracker matrix' });

/*
 * Left out because the demo data holds no record in a state that offers them: Cancel of a loss
 * run or report job (none queued or running), a report job's Retry (no job), a file's Undo and
 * Download (no generated file keeps its original).
 */
const SCREENS: readonly Screen[] = [
  {
    name: 'Case List, header and menu',
    path: () => '/cases',
    ready: grid,
    shot: 'cases',
    actions: [
      { calls: 'createCase', find: link('Create New Case') },
      {
        calls: 'createCase',
        find: (page) =>
          page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', {
            name: 'CREATE NEW CASE',
          }),
      },
      {
        calls: 'createCase',
        find: (page) =>
          page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
            name: 'Create New Case',
          }),
      },
    ],
  },
  {
    name: 'Create New Case',
    path: () => '/createNewCase',
    ready: h1('Create New Case'),
    actions: [{ calls: 'createCase', find: button('Create case') }],
  },
  {
    name: 'Settlements',
    path: () => '/settlements',
    ready: h1('Settlements'),
    actions: [{ calls: 'createSettlement', find: link('New settlement') }],
  },
  {
    name: 'Settlement',
    path: (ids) => `/settlements/settlement/${ids.settlementId}`,
    ready: (page) => main(page).getByRole('heading', { name: 'Plan of allocation' }),
    actions: [
      { calls: 'updateSettlement', find: link('Edit settlement') },
      {
        calls: 'setClaimStatus',
        find: (page, ids) => main(page).getByLabel(`Move the claim of ${ids.claimClient} to`),
      },
      {
        calls: 'listClaimDocuments',
        find: (page, ids) =>
          button(`Documents and history of the claim of ${ids.claimClient}`)(page),
      },
    ],
  },
  {
    name: 'New settlement',
    path: () => '/settlements/new',
    ready: h1('New Settlement'),
    actions: [{ calls: 'createSettlement', find: button('Create settlement') }],
  },
  {
    name: 'Case',
    path: (ids) => `/cases/case/${ids.caseId}`,
    ready: (page, ids) => h1(ids.caption)(page),
    actions: [
      { calls: 'updateCase', find: link('Edit') },
      { calls: 'deleteCase', find: button('Delete') },
      {
        calls: 'updateCase',
        find: (page) => main(page).getByRole('combobox', { name: 'Move to', exact: true }),
      },
    ],
  },
  {
    name: 'Case, its motions',
    path: (ids) => `/cases/case/${ids.caseId}/motions`,
    ready: (page) => main(page).getByRole('grid', { name: 'Motions of the case' }),
    actions: [{ calls: 'createMotion', find: link('New motion') }],
  },
  {
    name: 'Case, its clients and losses',
    path: (ids) => `/cases/case/${ids.caseId}/clients`,
    ready: h2('Loss run'),
    actions: [{ calls: 'createLossRun', find: button('Run losses') }],
  },
  {
    name: 'Dockets, one docket open',
    path: (ids) => `/dockets?docket=${ids.docket.id}`,
    ready: (page, ids) => h2(`Docket ${ids.docket.docketNumber}`)(page),
    actions: [
      { calls: 'createDocket', find: button('New docket') },
      { calls: 'createDocketEntry', find: button('Add entry') },
      { calls: 'importDocketReport', find: button('Import PACER report'), waitsForInput: true },
      { calls: 'fetchDocketFromCourtListener', find: button('Fetch from CourtListener') },
    ],
  },
  {
    name: 'Suggested Cases',
    path: () => '/suggestedCases',
    ready: h1('Suggested Cases'),
    actions: [{ calls: 'uploadNewSuitFeed', find: button('Read feed'), waitsForInput: true }],
  },
  {
    name: 'Motion',
    path: (ids) => `/motions?motion=${ids.motion.id}`,
    ready: (page, ids) =>
      page.getByRole('dialog').getByRole('heading', { level: 3, name: ids.motion.title }),
    actions: [
      { calls: 'updateMotion', find: dialogButton('Edit') },
      { calls: 'deleteMotion', find: dialogButton('Delete') },
    ],
  },
  {
    name: 'Security',
    path: (ids) => `/securities?security=${ids.security.id}`,
    ready: (page, ids) => h1(`${ids.security.ticker} · ${ids.security.name}`)(page),
    actions: [
      { calls: 'updateSecurity', find: button('Edit') },
      { calls: 'importSecurityPrices', find: button('Check file'), waitsForInput: true },
      { calls: 'importSecurityPrices', find: button('Import prices'), waitsForInput: true },
    ],
  },
  {
    name: 'Account',
    path: (ids) => `/accounts?account=${ids.account.id}`,
    ready: (page, ids) => page.getByRole('dialog').getByText(ids.account.name, { exact: true }),
    actions: [{ calls: 'updateAccount', find: dialogButton('Edit') }],
  },
  {
    name: 'Clients',
    path: () => '/clients',
    ready: grid,
    actions: [{ calls: 'createClient', find: button('New client') }],
  },
  {
    name: 'Client',
    path: (ids) => `/clients/client/${ids.clientId}`,
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Details' }),
    actions: [
      { calls: 'updateClient', find: button('Edit') },
      { calls: 'deleteClient', find: button('Delete') },
    ],
  },
  {
    name: 'Motions',
    path: () => '/motions',
    ready: grid,
    actions: [{ calls: 'createMotion', find: button('New motion') }],
  },
  {
    name: 'Accounts',
    path: () => '/accounts',
    ready: grid,
    actions: [{ calls: 'createAccount', find: button('New account') }],
  },
  {
    name: 'Securities',
    path: () => '/securities',
    ready: grid,
    actions: [{ calls: 'createSecurity', find: button('New security') }],
  },
  {
    name: 'Loss Runs',
    path: () => '/lossRuns',
    ready: grid,
    actions: [{ calls: 'createLossRun', find: button('Start a run') }],
  },
  {
    name: 'Loss run, failed',
    path: (ids) => `/lossRuns?run=${ids.failedRun.id}`,
    ready: (page, ids) => h1(ids.failedRun.caseCaption)(page),
    actions: [
      { calls: 'retryLossRun', find: button('Retry') },
      { calls: 'deleteLossRun', find: button('Delete') },
    ],
  },
  {
    name: 'Report awaiting review',
    path: (ids) => `/client-management/reports?report=${ids.awaitingReview.id}`,
    ready: (page, ids) => h2(ids.awaitingReview.title)(page),
    actions: [
      { calls: 'updateReport', find: button('Mark reviewed') },
      { calls: 'deleteReport', find: button('Delete') },
    ],
  },
  {
    name: 'Report reviewed',
    path: (ids) => `/client-management/reports?report=${ids.reviewed.id}`,
    ready: (page, ids) => h2(ids.reviewed.title)(page),
    actions: [
      { calls: 'sendReport', find: button('Send to client') },
      { calls: 'updateReport', find: button('Mark sent') },
      { calls: 'updateReport', find: button('Back to draft') },
      { calls: 'deleteReport', find: button('Delete') },
    ],
  },
  {
    name: 'Security Price Drops, a drop without a case',
    path: (ids) => `/securityDrops?security=${ids.drop.securityId}&on=${ids.drop.date}`,
    ready: (page) => page.getByRole('img', { name: /selected drop on/ }),
    actions: [{ calls: 'createCase', find: link('Create a case from this drop') }],
  },
  {
    name: 'Discrepancy',
    path: (ids) => `/discrepancy?break=${ids.breakId}`,
    ready: (page) => page.locator('#break-title'),
    actions: [{ calls: 'explainDiscrepancy', find: button(/^(Mark explained|Change the note)$/) }],
  },
  {
    name: 'News Feed',
    path: () => '/client-management/news-feed',
    ready: grid,
    actions: [{ calls: 'createNews', find: button('New news item') }],
  },
  {
    name: 'News item',
    path: (ids) => `/client-management/news-feed?news=${ids.newsId}`,
    ready: (page) => page.getByRole('region', { name: 'As clients see it' }),
    actions: [
      { calls: 'updateNews', find: dialogButton(/^(Publish|Unpublish)$/) },
      { calls: 'updateNews', find: dialogButton('Edit') },
      { calls: 'deleteNews', find: dialogButton('Delete') },
    ],
  },
  {
    name: 'Report Generator',
    path: () => '/client-management/reportGenerator',
    ready: (page) => page.getByRole('heading', { name: 'Recent jobs' }),
    actions: [{ calls: 'createReportJob', find: button('Generate') }],
  },
  {
    name: 'Ingestion Panel',
    path: () => '/ingestion',
    ready: (page) => page.getByRole('form', { name: 'Upload custodian files' }),
    shot: 'ingestion',
    actions: [{ calls: 'uploadIngestionFile', find: button('Upload') }],
  },
  {
    name: 'Staged Files',
    path: (ids) => `/stagedFiles?q=${encodeURIComponent(ids.staged)}`,
    ready: (page, ids) => fileRow(ids.staged)(page).first(),
    actions: [
      { calls: 'ingestFile', find: inFileRow((ids) => ids.staged, 'button', 'Ingest') },
      { calls: 'skipFile', find: inFileRow((ids) => ids.staged, 'button', 'Skip') },
    ],
  },
  {
    name: 'Skipped Files',
    path: (ids) => `/skippedFiles?q=${encodeURIComponent(ids.skipped)}`,
    ready: (page, ids) => fileRow(ids.skipped)(page).first(),
    actions: [{ calls: 'restageFile', find: inFileRow((ids) => ids.skipped, 'button', 'Restage') }],
  },
  {
    name: 'Ingested Files',
    path: (ids) => `/ingestedFiles?q=${encodeURIComponent(ids.ingested)}`,
    ready: (page, ids) => fileRow(ids.ingested)(page).first(),
    actions: [
      // Reading the rows a file added needs only READ: every user keeps the link.
      { calls: 'listTrades', find: inFileRow((ids) => ids.ingested, 'link', 'Trades') },
    ],
  },
  {
    name: 'Ingestion Tracker',
    path: () => '/ingestionTracker',
    ready: (page, ids) => trackerMatrix(page).locator(`[title^="${ids.expected}"]`),
    actions: [
      {
        calls: 'updateTrackerEntry',
        find: (page, ids) =>
          trackerMatrix(page).getByRole('button', {
            name: new RegExp(`^${escapeRegExp(ids.expected)}`),
          }),
      },
    ],
  },
  {
    name: 'Import 13-F Filings',
    path: () => '/13f/imports',
    ready: (page) => page.getByRole('form', { name: 'Import 13-F filings' }),
    actions: [
      {
        calls: 'importFilings13f',
        find: (page) =>
          page
            .getByRole('form', { name: 'Import 13-F filings' })
            .getByRole('button', { name: 'Import', exact: true }),
      },
    ],
  },
  {
    name: 'Admin Panel',
    path: () => '/admin',
    ready: (page) => page.getByRole('heading', { level: 1 }),
    actions: [{ calls: 'createUser', find: button('Add user') }],
  },
  {
    name: 'Admin Panel, a user open',
    path: (ids) => `/admin?user=${ids.userId}`,
    ready: (page) => page.getByRole('heading', { level: 1 }),
    actions: [
      { calls: 'updateUser', find: button('Save changes') },
      { calls: 'updateUser', find: button(/^(Deactivate|Reactivate)$/) },
    ],
  },
];

/** The demo users as the README describes them: the table must refuse some and allow some. */
const DEMO_ACCESS: Record<DemoUser, { privileges: string[]; isAdmin: boolean }> = {
  admin: { privileges: ['READ', 'CREATE', 'DELETE', 'UPDATE'], isAdmin: true },
  staff: { privileges: ['READ', 'CREATE', 'UPDATE'], isAdmin: false },
  viewer: { privileges: ['READ'], isAdmin: false },
};
const USERS = Object.keys(DEMO_ACCESS) as DemoUser[];

const browser = useBrowser();
let ids: Ids;

/** The first record of a list, failing (naming the list) where the demo data has none. */
async function first<T>(page: Page, path: string, where: (item: T) => boolean = () => true) {
  const found = (await api<ListPage<T>>(page, path)).items.find(where);
  expect(found, `no record of ${path} fits`).toBeDefined();
  return found!;
}

/** Records every user can open: the viewer's clients are the smallest scope. */
async function findIds(viewer: Page, admin: Page): Promise<Ids> {
  const movable = await first<Case>(
    viewer,
    '/cases?pageSize=100',
    (c) => nextCaseStatuses(c.status).length > 0,
  );
  const client = await first<{ id: string; name: string }>(viewer, '/clients');
  const file = async (status: IngestionFile['status'], kind = '') =>
    (await first<IngestionFile>(viewer, `/ingestion/files?status=${status}${kind}`)).fileName;
  const matrix = await api<TrackerMatrix>(viewer, '/ingestion/tracker-matrix?kind=trades');
  const expected = matrix.rows
    .flatMap((row) => row.cells)
    .find((cell) => cell?.status === 'missing' || cell?.status === 'pending');
  expect(expected, 'no missing or pending file in the tracker').toBeDefined();
  // The last drop without a case of the first page: the drops test makes a case of the first.
  const drops = (await api<ListPage<SecurityDrop>>(viewer, '/security-drops?pageSize=100')).items;
  const drop = drops.filter((d) => d.caseId === null).at(-1);
  expect(drop, 'no drop without a case').toBeDefined();
  const users = await api<ListPage<User>>(admin, '/admin/users?pageSize=100');
  const staff = users.items.find((u) => u.username === 'staff');
  expect(staff, 'no staff user').toBeDefined();
  const settlement = await addSettlement(admin, `Settlement for actions ${String(Date.now())}`);
  const claim = await first<{ clientName: string }>(
    viewer,
    `/claims?settlementId=${settlement.id}`,
  );
  return {
    caseId: movable.id,
    caption: movable.caption,
    clientId: client.id,
    clientName: client.name,
    newsId: (await first<{ id: string }>(viewer, '/news')).id,
    breakId: (await first<{ id: string }>(viewer, '/discrepancies')).id,
    docket: await first<Docket>(viewer, '/dockets'),
    staged: await file('staged'),
    skipped: await file('skipped'),
    ingested: await file('ingested', '&kind=trades'),
    expected: `${expected!.clientName}, ${expected!.custodian}, ${expected!.period}: `,
    security: await first<Security>(viewer, '/securities'),
    account: await first<Account>(viewer, '/accounts'),
    motion: await first<Motion>(viewer, '/motions'),
    failedRun: await first<LossRun>(viewer, '/loss-runs?status=failed'),
    awaitingReview: await first<Report>(viewer, '/reports?status=draft'),
    reviewed: await first<Report>(viewer, '/reports?status=reviewed'),
    drop: drop!,
    userId: staff!.id,
    settlementId: settlement.id,
    claimClient: claim.clientName,
  };
}

beforeAll(async () => {
  const viewer = await signedInBlank(browser(), 'viewer');
  const admin = await signedInBlank(browser(), 'admin');
  ids = await findIds(viewer, admin);
  await Promise.all([viewer.context().close(), admin.context().close()]);
});

/** Visible and enabled: what a user may use. */
async function usable(action: Locator): Promise<boolean> {
  return (await action.isVisible()) && (await action.isEnabled());
}

/** A refused action is absent, or disabled and described by the policy's reason. */
async function expectRefused(page: Page, action: Locator, calls: EndpointId): Promise<void> {
  for (const one of await action.all()) {
    if (!(await one.isVisible())) continue;
    expect(await one.isEnabled(), `${calls} is shown enabled`).toBe(false);
    const describedBy = await one.getAttribute('aria-describedby');
    expect(describedBy, `${calls} is disabled without a reason`).toBeTruthy();
    const reason = await page.locator(`[id="${describedBy ?? ''}"]`).textContent();
    expect(reason).toBe(accessNeeds(endpoints[calls].access));
  }
}

/** Shown to a user the policy allows; if disabled (waiting for input), not for want of access. */
async function expectNotRefused(page: Page, action: Locator, calls: EndpointId): Promise<void> {
  expect(await action.isVisible(), `${calls} should be shown`).toBe(true);
  if (await action.isEnabled()) return;
  const describedBy = await action.getAttribute('aria-describedby');
  const reason = describedBy ? await page.locator(`[id="${describedBy}"]`).textContent() : null;
  expect(reason, `${calls} is disabled for want of access`).not.toBe(
    accessNeeds(endpoints[calls].access),
  );
}

/*
 * The three users' checks run side by side, each on a page of its own: a user's screens open
 * one after another on that page (they only read), inside the app as its links would open
 * them (which actions a screen offers does not depend on how it was reached), and each
 * screen's load waits mostly on the stack and the page, so three at a time overlap those waits. The pages are the file's
 * (`forTheFile`): a page opened in a hook while another user's test runs is not that test's.
 */
describe.each(USERS)('the actions %s sees', { concurrent: true }, (username) => {
  let page: Page;
  let user: SessionUser;

  beforeAll(async () => {
    page = await signedInPage(browser(), username, undefined, { forTheFile: true });
    const session = await page.request.get(at(GATEWAY_PATHS.session));
    user = ((await session.json()) as { user: SessionUser }).user;
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('should be the demo user the table expects', { concurrent: false }, () => {
    expect({ privileges: [...user.privileges].sort(), isAdmin: user.isAdmin }).toEqual({
      privileges: [...DEMO_ACCESS[username].privileges].sort(),
      isAdmin: DEMO_ACCESS[username].isAdmin,
    });
  });

  it.each(SCREENS.map((s) => [s.name, s] as const))(
    'should offer on %s exactly the actions the policy allows',
    { concurrent: false },
    async (_name, screen) => {
      await openInApp(page, screen.path(ids));
      await shown(screen.ready(page, ids).first());
      for (const { calls, find, waitsForInput } of screen.actions) {
        const action = find(page, ids);
        if (canCall(user, endpoints[calls])) {
          await shown(action.first());
          if (waitsForInput) await expectNotRefused(page, action.first(), calls);
          else expect(await usable(action.first()), `${calls} should be usable`).toBe(true);
        } else {
          await expectRefused(page, action, calls);
        }
      }
      if (screen.shot) await screenshots(page, `actions-${username}-${screen.shot}`);
    },
  );
});
