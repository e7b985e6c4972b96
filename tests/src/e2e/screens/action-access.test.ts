/**
 * Every action a screen offers, for every demo user: shown and usable if and only if core's
 * access policy lets that user make the call it leads to — the same endpoint flags the API
 * enforces — and, where the screen keeps a refused action in sight, disabled with the policy's
 * reason as its description. The table below is written once: screen → actions, each named by
 * the operation it calls; what each user may do is core's decision over their session.
 */
import { GATEWAY_PATHS, type SessionUser } from '@backoffice/core';
import { accessNeeds, canCall, endpoints, type EndpointId } from '@backoffice/core/api';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, openBrowser, screenshots, signedInPage, type DemoUser } from '../support.ts';

interface Ids {
  caseId: string;
  caption: string;
  clientId: string;
  clientName: string;
  newsId: string;
  breakId: string;
}

interface Action {
  /** The operation the action calls: its access flags decide who may see it. */
  calls: EndpointId;
  find: (page: Page) => Locator;
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
    name: 'Case',
    path: (ids) => `/cases/case/${ids.caseId}`,
    ready: (page, ids) => h1(ids.caption)(page),
    actions: [
      { calls: 'updateCase', find: link('Edit') },
      { calls: 'deleteCase', find: button('Delete') },
    ],
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
    name: 'Admin Panel',
    path: () => '/admin',
    ready: (page) => page.getByRole('heading', { level: 1 }),
    actions: [{ calls: 'createUser', find: button('Add user') }],
  },
];

/** The demo users as the README describes them: the table must refuse some and allow some. */
const DEMO_ACCESS: Record<DemoUser, { privileges: string[]; isAdmin: boolean }> = {
  admin: { privileges: ['READ', 'CREATE', 'DELETE', 'UPDATE'], isAdmin: true },
  staff: { privileges: ['READ', 'CREATE', 'UPDATE'], isAdmin: false },
  viewer: { privileges: ['READ'], isAdmin: false },
};
const USERS = Object.keys(DEMO_ACCESS) as DemoUser[];

let browser: Browser;
let ids: Ids;

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(at(`/api/v1${path}`));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Records every user can open: the viewer's clients are the smallest scope. */
async function findIds(viewer: Page): Promise<Ids> {
  type Page1<T> = { items: T[] };
  const cases = await api<Page1<{ id: string; caption: string }>>(viewer, '/cases');
  const clients = await api<Page1<{ id: string; name: string }>>(viewer, '/clients');
  const news = await api<Page1<{ id: string }>>(viewer, '/news');
  const breaks = await api<Page1<{ id: string }>>(viewer, '/discrepancies');
  return {
    caseId: cases.items[0]!.id,
    caption: cases.items[0]!.caption,
    clientId: clients.items[0]!.id,
    clientName: clients.items[0]!.name,
    newsId: news.items[0]!.id,
    breakId: breaks.items[0]!.id,
  };
}

beforeAll(async () => {
  browser = await openBrowser();
  ids = await findIds(await signedInPage(browser, 'viewer'));
});
afterAll(async () => {
  await browser.close();
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

describe.each(USERS)('the actions %s sees', (username) => {
  let page: Page;
  let user: SessionUser;

  beforeAll(async () => {
    page = await signedInPage(browser, username);
    const session = await page.request.get(at(GATEWAY_PATHS.session));
    user = ((await session.json()) as { user: SessionUser }).user;
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('should be the demo user the table expects', () => {
    expect({ privileges: [...user.privileges].sort(), isAdmin: user.isAdmin }).toEqual({
      privileges: [...DEMO_ACCESS[username].privileges].sort(),
      isAdmin: DEMO_ACCESS[username].isAdmin,
    });
  });

  it.each(SCREENS.map((s) => [s.name, s] as const))(
    'should offer on %s exactly the actions the policy allows',
    async (_name, screen) => {
      await page.goto(at(screen.path(ids)));
      await screen.ready(page, ids).first().waitFor();
      for (const { calls, find } of screen.actions) {
        const action = find(page);
        if (canCall(user, endpoints[calls])) {
          await action.first().waitFor();
          expect(await usable(action.first()), `${calls} should be usable`).toBe(true);
        } else {
          await expectRefused(page, action, calls);
        }
      }
      if (screen.shot) await screenshots(page, `actions-${username}-${screen.shot}`);
    },
  );
});
