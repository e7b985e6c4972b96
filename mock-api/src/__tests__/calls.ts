/**
 * One successful call of every endpoint of the contract, as the contract tests make them. The
 * type requires an entry per endpoint id, so a new endpoint without a call does not compile.
 * Calls that delete first create what they delete, through the API.
 */
import { readFileSync } from 'node:fs';
import type { EndpointId } from '@backoffice/core/api';
import { DEMO_USERS, samplePdf, type DemoUser } from '@backoffice/core/testing';
import type { TestApi } from '../testing/test-api.ts';
import { sampleOf, tradesCsv, uploadFile } from '../features/ingestion/__tests__/sample-files.ts';
import { ltsOne } from '../features/holdings/__tests__/sec13f-files.ts';
import { settlementBody } from '../features/settlements/__tests__/settlement-body.ts';

export interface CallSpec {
  as: DemoUser | 'anonymous';
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

type Setup = (api: TestApi) => CallSpec | Promise<CallSpec>;

/** Creates through the API and returns the new id. */
async function made(api: TestApi, path: string, body: object): Promise<string> {
  const res = await api.as('admin').post(`/api/v1${path}`).send(body);
  if (res.status !== 201) throw new Error(`setup POST ${path} answered ${String(res.status)}`);
  return (res.body as { id: string }).id;
}

const contactsOf = (api: TestApi, clientId: string) =>
  api.store.clients.get(clientId)?.contacts.map((c) => c.email) ?? [];

/** Uploads a small trades file and returns its id. */
async function uploaded(api: TestApi): Promise<string> {
  const res = await uploadFile(api, 'calls.csv', tradesCsv(sampleOf(api), 3));
  if (res.status !== 201) throw new Error(`setup upload answered ${String(res.status)}`);
  return (res.body as { id: string }).id;
}

const first = <T>(rows: readonly T[], test: (row: T) => boolean): T => {
  const row = rows.find(test);
  if (!row) throw new Error('the generated data has no row for this call');
  return row;
};

/**
 * A run in the state a retry or cancel needs, put in the store with no job behind it (a job
 * started through the API may have finished before the call under test is made).
 */
function stoppedRun(api: TestApi, status: 'failed' | 'queued'): string {
  const cases = new Set(api.store.lossRuns.all().map((r) => r.caseId));
  const free = first(api.store.cases.all(), (c) => !cases.has(c.id));
  const run = api.store.lossRuns.put({
    ...first(api.store.lossRuns.all(), (r) => r.status === 'completed'),
    id: api.store.lossRuns.nextId(),
    caseId: free.id,
    status,
    message: status === 'failed' ? 'Cancelled by staff' : null,
  });
  return run.id;
}

/** A report job in the state a retry or cancel needs, put in the store with no job behind it. */
function stoppedJob(api: TestApi, status: 'failed' | 'queued'): string {
  return api.store.reportJobs.put({
    id: api.store.reportJobs.nextId(),
    type: 'annual',
    period: '2025',
    clientIds: ['CL-0001'],
    status,
    progress: { done: 0, total: 1 },
    reportIds: [],
    message: status === 'failed' ? 'Cancelled by staff' : null,
    createdAt: '2026-11-01T10:00:00.000Z',
    createdBy: 'staff',
    finishedAt: null,
  }).id;
}

/** A docket the history report in tests/fixtures/pacer is of, made once per test API. */
async function pacerDocket(api: TestApi): Promise<string> {
  const known = api.store.dockets.all().find((d) => d.docketNumber === '1:13-cv-01176');
  return (
    known?.id ??
    made(api, '/dockets', { caseId: 'CA-0001', court: 'D. Del.', docketNumber: '1:13-cv-01176' })
  );
}
const pacerHistory = () =>
  readFileSync(
    new URL('../../../tests/fixtures/pacer/ded-docket-history-report.html', import.meta.url),
  );

const securitiesFeed = () =>
  readFileSync(
    new URL(
      '../../../tests/fixtures/cmecf-rss/constructed/securities-complaints.xml',
      import.meta.url,
    ),
  );

/** A failed fetch from CourtListener of DK-0001, put in the store as its job would. */
function failedFetch(api: TestApi): string {
  const at = '2026-10-01T21:10:00.000Z';
  return api.store.courtListenerFetches.put({
    id: api.store.courtListenerFetches.nextId(),
    docketId: 'DK-0001',
    state: 'failed',
    requestedBy: 'staff',
    requestedAt: at,
    startedAt: at,
    finishedAt: at,
    courtListenerDocketId: null,
    pagesRead: 0,
    entriesRead: 0,
    entriesAdded: 0,
    entriesUnchanged: 0,
    entriesUndated: 0,
    error: 'CourtListener could not be reached (fetch failed); try again later',
    retriable: true,
  }).id;
}

/** An open suggestion of its own number, put in the store as a feed would. */
function openSuggestion(api: TestApi): string {
  const at = '2026-10-01T21:10:00.000Z';
  return api.store.newSuits.put({
    id: api.store.newSuits.nextId(),
    court: 'S.D.N.Y.',
    docketNumber: `1:26-cv-${String(80000 + (docketsMade += 1))}`,
    filedOn: '2026-10-01',
    caseName: 'Doe v. Example Corp et al',
    link: null,
    entryType: 'Complaint',
    natureOfSuit: '850',
    reason: 'nature_of_suit',
    securities: [{ id: 'SE-0001', ticker: 'X', name: 'Example Corp' }],
    state: 'open',
    caseId: null,
    source: 'upload',
    decidedBy: null,
    decidedAt: null,
    createdAt: at,
    updatedAt: at,
  }).id;
}

const newCase = {
  caption: 'In re Example Corp. Securities Litigation',
  court: 'S.D.N.Y.',
  securityIds: ['SE-0001'],
  classPeriodStart: '2023-01-03',
  classPeriodEnd: '2023-09-29',
};
const pslraDeadline = {
  caseId: 'CA-0001',
  ruleId: 'pslra-early-notice',
  trigger: { kind: 'event', event: 'complaint filed', date: '2026-01-05' },
};
const madeDeadline = (api: TestApi) => made(api, '/deadlines', pslraDeadline);
/** A settlement's first claim, the settlement made through the API. */
async function madeClaim(api: TestApi): Promise<string> {
  const settlementId = await made(api, '/settlements', settlementBody(api.store));
  const claim = api.store.claims.all().find((c) => c.settlementId === settlementId);
  if (!claim) throw new Error('the settlement made no claim');
  return claim.id;
}
/** A document uploaded to a fresh claim; its id. */
async function madeClaimDocument(api: TestApi): Promise<string> {
  const res = await api
    .as('staff')
    .post(`/api/v1/claims/${await madeClaim(api)}/documents`)
    .query({ kind: 'other', fileName: 'calls.pdf' })
    .set('content-type', 'application/pdf')
    .send(Buffer.from(samplePdf('calls')));
  if (res.status !== 201) throw new Error(`setup upload answered ${String(res.status)}`);
  return (res.body as { id: string }).id;
}
const newsItem = {
  title: 'Claims deadline',
  body: 'File by Friday.',
  audience: 'all_clients',
  publishDate: '2026-11-01',
};
const update = { version: '9.0', title: 'Release', body: 'Notes', publishedOn: '2026-10-01' };
let changedUsers = 0;
/** Each call records a split on another date (one date may have one split). */
let changedSplits = 0;
// Each docket made here has its own number: a court's number is one docket.
let docketsMade = 0;
const user = (username: string) => ({
  username,
  password: 'initial password',
  displayName: 'Test User',
  email: `${username}@example.com`,
  roles: ['ROLE_USER'],
  privileges: ['READ'],
});

/** One of the viewer's notifications: the sweep at start tells them of their clients' late files. */
async function viewersNotification(api: TestApi): Promise<string> {
  const viewer = first(api.store.users.all(), (u) => u.username === 'viewer').id;
  for (let i = 0; i < 200; i += 1) {
    const mine = api.store.notifications.all().find((n) => n.userId === viewer);
    if (mine) return mine.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the viewer was never told of anything');
}

export const CALLS: Record<EndpointId, Setup> = {
  probe: () => ({ as: 'viewer' }),
  login: () => ({ as: 'anonymous', body: { data: DEMO_USERS.staff } }),
  openApi: () => ({ as: 'viewer' }),
  getProfile: () => ({ as: 'viewer' }),
  updateProfile: () => ({
    as: 'viewer',
    body: { preferences: { pageSize: 25, landingRoute: 'calendar' } },
  }),

  listClients: () => ({ as: 'viewer', query: { sort: 'aumUsd:desc' } }),
  getClient: () => ({ as: 'viewer', params: { id: 'CL-0001' } }),
  createClient: () => ({
    as: 'staff',
    body: { name: 'Example Pension Fund', type: 'public_pension' },
  }),
  updateClient: () => ({
    as: 'staff',
    params: { id: 'CL-0003' },
    body: { notes: 'Prefers e-mail' },
  }),
  deleteClient: async (api) => ({
    as: 'admin',
    params: { id: await made(api, '/clients', { name: 'Short-lived Fund', type: 'foundation' }) },
  }),
  listAccounts: () => ({ as: 'viewer', query: { clientId: 'CL-0001' } }),
  getAccount: (api) => ({
    as: 'viewer',
    params: { id: first(api.store.accounts.all(), (a) => a.clientId === 'CL-0001').id },
  }),
  createAccount: (api) => {
    const client = api.store.clients.get('CL-0003')!;
    return {
      as: 'staff',
      body: {
        clientId: client.id,
        custodian: client.custodians[0],
        accountNumber: 'TEST-0001',
        name: 'Test account',
        currency: 'USD',
      },
    };
  },
  updateAccount: (api) => ({
    as: 'staff',
    params: { id: first(api.store.accounts.all(), (a) => a.clientId === 'CL-0003').id },
    body: { name: 'Renamed' },
  }),
  listSecurities: () => ({ as: 'viewer', query: { market: 'foreign' } }),
  getSecurity: () => ({ as: 'viewer', params: { id: 'SE-0001' } }),
  createSecurity: () => ({
    as: 'staff',
    body: {
      cusip: '037833100',
      isin: 'US0378331005',
      ticker: 'APLX',
      name: 'Apple Inc.',
      exchange: 'NASDAQ',
      country: 'US',
      currency: 'USD',
    },
  }),
  updateSecurity: () => ({ as: 'staff', params: { id: 'SE-0002' }, body: { sector: 'Utilities' } }),
  importSecurityPrices: () => ({
    as: 'admin',
    params: { id: 'SE-0002' },
    body: Buffer.from('Date,Close\n1999-01-04,12.5\n1999-01-05,12.75\n'),
  }),
  getSecurityPriceCoverage: () => ({ as: 'viewer', params: { id: 'SE-0001' } }),
  listSecuritySplits: () => ({ as: 'viewer', params: { id: 'SE-0001' } }),
  createSecuritySplit: () => ({
    as: 'staff',
    params: { id: 'SE-0006' },
    body: { date: `20${String(10 + (changedSplits++ % 80))}-06-09`, ratio: 2 },
  }),
  listSecurityPrices: () => ({
    as: 'viewer',
    params: { id: 'SE-0001' },
    query: { from: '2024-01-01', to: '2024-03-31' },
  }),
  listPriceDrops: () => ({ as: 'viewer', query: { sort: 'change:asc' } }),

  listCases: () => ({ as: 'viewer', query: { dog: 'true' } }),
  getCase: () => ({ as: 'viewer', params: { id: 'CA-0001' } }),
  getCasePriceCoverage: () => ({ as: 'viewer', params: { id: 'CA-0001' } }),
  createCase: () => ({ as: 'staff', body: newCase }),
  updateCase: async (api) => ({
    as: 'staff',
    params: { id: await made(api, '/cases', newCase) },
    body: { status: 'filed', filedOn: '2023-10-20' },
  }),
  deleteCase: async (api) => ({ as: 'admin', params: { id: await made(api, '/cases', newCase) } }),
  listDockets: () => ({ as: 'viewer' }),
  getDocket: () => ({ as: 'viewer', params: { id: 'DK-0001' } }),
  createDocket: () => ({
    as: 'staff',
    body: {
      caseId: 'CA-0001',
      court: 'D. Del.',
      docketNumber: `1:26-cv-${String(90000 + (docketsMade += 1))}`,
    },
  }),
  updateDocket: () => ({
    as: 'staff',
    params: { id: 'DK-0001' },
    body: { status: 'stayed' },
  }),
  importDocketReport: async (api) => ({
    as: 'staff',
    params: { id: await pacerDocket(api) },
    body: pacerHistory(),
  }),
  listDocketEntries: () => ({ as: 'viewer', params: { id: 'DK-0001' } }),
  // The test API's CourtListener is an address where nothing listens: the fetch is queued, then fails.
  fetchDocketFromCourtListener: async (api) => ({
    as: 'staff',
    params: {
      id: await made(api, '/dockets', {
        caseId: 'CA-0001',
        court: 'S.D.N.Y.',
        docketNumber: `1:26-cv-${String(70000 + (docketsMade += 1))}`,
      }),
    },
  }),
  listDocketCourtListenerFetches: () => ({ as: 'viewer', params: { id: 'DK-0001' } }),
  getCourtListenerFetch: (api) => ({ as: 'viewer', params: { id: failedFetch(api) } }),
  getIntegrations: () => ({ as: 'viewer' }),
  createDocketEntry: () => ({
    as: 'staff',
    params: { id: 'DK-0001' },
    body: {
      filedOn: '2026-10-29',
      documentType: 'notice',
      description: 'NOTICE of change of address',
    },
  }),
  listNewSuits: () => ({ as: 'viewer', query: { state: 'open' } }),
  getNewSuit: (api) => ({ as: 'viewer', params: { id: openSuggestion(api) } }),
  listNewSuitFeeds: () => ({ as: 'viewer', query: { outcome: 'read' } }),
  uploadNewSuitFeed: () => ({ as: 'staff', body: securitiesFeed() }),
  acceptNewSuit: (api) => ({ as: 'staff', params: { id: openSuggestion(api) }, body: {} }),
  dismissNewSuit: (api) => ({ as: 'staff', params: { id: openSuggestion(api) } }),
  listMotions: () => ({ as: 'viewer', query: { status: 'pending' } }),
  getMotion: () => ({ as: 'viewer', params: { id: 'MO-0001' } }),
  createMotion: () => ({
    as: 'staff',
    body: { caseId: 'CA-0001', type: 'discovery', title: 'Motion to compel' },
  }),
  updateMotion: () => ({
    as: 'staff',
    params: { id: 'MO-0001' },
    body: { notes: 'Hearing moved' },
  }),
  deleteMotion: async (api) => ({
    as: 'admin',
    params: {
      id: await made(api, '/motions', { caseId: 'CA-0001', type: 'other', title: 'Withdrawn' }),
    },
  }),
  listCalendarEvents: () => ({ as: 'viewer', query: { from: '2026-01-01', to: '2026-12-31' } }),

  listDeadlines: () => ({ as: 'viewer', query: { state: 'open', from: '2026-01-01' } }),
  getDeadline: async (api) => ({ as: 'viewer', params: { id: await madeDeadline(api) } }),
  createDeadline: () => ({ as: 'staff', body: pslraDeadline }),
  updateDeadline: async (api) => ({
    as: 'staff',
    params: { id: await madeDeadline(api) },
    body: { title: 'Early notice (renamed)' },
  }),
  setDeadlineState: async (api) => ({
    as: 'staff',
    params: { id: await madeDeadline(api) },
    body: { state: 'done' },
  }),
  changeDeadlineTrigger: async (api) => ({
    as: 'staff',
    params: { id: await madeDeadline(api) },
    body: { trigger: { kind: 'event', event: 'complaint filed', date: '2026-03-02' } },
  }),
  listDeadlineRules: () => ({ as: 'viewer' }),
  createDeadlineRule: () => ({
    as: 'staff',
    body: { name: 'Sur-reply due', trigger: 'the reply is served', days: 7, direction: 'after' },
  }),
  updateDeadlineRule: async (api) => ({
    as: 'staff',
    params: {
      id: await made(api, '/deadline-rules', {
        name: 'Letter response',
        trigger: 'a letter motion is filed',
        days: 3,
        direction: 'after',
      }),
    },
    body: { days: 4 },
  }),
  listDeadlineOwners: () => ({ as: 'viewer' }),

  listSettlements: () => ({ as: 'viewer', query: { from: '2026-01-01' } }),
  getSettlement: async (api) => ({
    as: 'viewer',
    params: { id: await made(api, '/settlements', settlementBody(api.store)) },
  }),
  createSettlement: (api) => ({ as: 'staff', body: settlementBody(api.store) }),
  updateSettlement: async (api) => ({
    as: 'staff',
    params: { id: await made(api, '/settlements', settlementBody(api.store)) },
    body: { distributionTotal: 900_000_000_00 },
  }),
  listClaims: () => ({ as: 'viewer', query: { status: 'eligible' } }),
  getClaim: async (api) => ({ as: 'staff', params: { id: await madeClaim(api) } }),
  exportClaimFiling: async (api) => ({
    as: 'staff',
    params: { id: await madeClaim(api) },
    query: { format: 'xlsx' },
  }),
  setClaimStatus: async (api) => ({
    as: 'staff',
    params: { id: await madeClaim(api) },
    body: { status: 'in_preparation' },
  }),
  listClaimDocuments: async (api) => ({ as: 'staff', params: { id: await madeClaim(api) } }),
  uploadClaimDocument: async (api) => ({
    as: 'staff',
    params: { id: await madeClaim(api) },
    query: { kind: 'filed_claim_form', fileName: 'form.pdf' },
    body: Buffer.from(samplePdf('Claim form')),
  }),
  getClaimDocumentContent: async (api) => ({
    as: 'staff',
    params: { id: await madeClaimDocument(api) },
  }),
  removeClaimDocument: async (api) => ({
    as: 'admin',
    params: { id: await madeClaimDocument(api) },
  }),

  listNotifications: () => ({ as: 'viewer', query: { read: 'false', kind: 'custodianFileLate' } }),
  getUnreadNotifications: () => ({ as: 'viewer' }),
  readNotification: async (api) => ({
    as: 'viewer',
    params: { id: await viewersNotification(api) },
  }),
  readAllNotifications: () => ({ as: 'viewer', body: {} }),
  getNotificationPreferences: () => ({ as: 'viewer' }),
  // The contract tests' API has e-mail on (see contract.test.ts).
  sendEmailDigests: () => ({ as: 'admin', body: {} }),
  updateNotificationPreferences: () => ({
    as: 'viewer',
    body: {
      channels: {
        thresholdCrossed: 'app',
        newEligibleClient: 'none',
        leadPlaintiffDeadline: 'email',
        deadlineDue: 'app',
        jobFailed: 'app',
        custodianFileLate: 'app',
        claimDeadline: 'app',
        claimDeficiencyCure: 'app',
      },
    },
  }),

  getClientMonitoring: () => ({ as: 'viewer', params: { id: 'CL-0001' } }),
  // Saved once first, so the call is a change of settings that exist.
  updateClientMonitoring: async (api) => {
    const body = {
      monitored: true,
      lossThresholdUsd: 50_000,
      ownerIds: [first(api.store.users.all(), (u) => u.username === 'staff').id],
      contactEmails: [],
    };
    await api.as('staff').put('/api/v1/clients/CL-0003/monitoring').send(body);
    return { as: 'staff', params: { id: 'CL-0003' }, body: { ...body, lossThresholdUsd: 60_000 } };
  },

  listTrades: () => ({ as: 'viewer', query: { sort: 'amountUsd:desc', pageSize: '25' } }),
  getTradeTotals: () => ({ as: 'viewer', query: { side: 'buy', from: '2024-01-01' } }),
  getTrade: (api) => ({
    as: 'viewer',
    params: { id: first(api.store.trades.all(), (t) => t.clientId === 'CL-0001').id },
  }),
  listHoldings: () => ({ as: 'viewer', query: { dog: 'true' } }),
  getHolding: (api) => ({
    as: 'viewer',
    params: { id: first(api.store.holdings.all(), (h) => h.clientId === 'CL-0002').id },
  }),
  listDiscrepancies: () => ({ as: 'staff' }),
  getDiscrepancy: () => ({ as: 'staff', params: { id: 'DS-0001' } }),
  explainDiscrepancy: () => ({
    as: 'staff',
    params: { id: 'DS-0001' },
    body: { note: 'Custodian confirmed the transfer' },
  }),
  listSecurityDrops: () => ({
    as: 'viewer',
    query: { threshold: '12', severe: '25', window: '2', net: 'true', volume: '1.5' },
  }),
  listFilers: () => ({ as: 'viewer' }),
  getFiler: () => ({ as: 'viewer', params: { id: 'FI-0001' } }),
  listFilingHoldings: () => ({ as: 'viewer', query: { filerId: 'FI-0001' } }),
  listFilingPositions: () => ({ as: 'viewer', query: { filerId: 'FI-0001' } }),
  listFilingLosses: () => ({ as: 'viewer' }),

  listLossRuns: () => ({ as: 'viewer' }),
  getLossRun: (api) => ({
    as: 'viewer',
    params: { id: first(api.store.lossRuns.all(), (r) => r.status === 'completed').id },
  }),
  createLossRun: () => ({ as: 'staff', body: { caseId: 'CA-0001' } }),
  deleteLossRun: async (api) => ({
    as: 'admin',
    params: { id: await made(api, '/loss-runs', { caseId: 'CA-0002' }) },
  }),
  retryLossRun: (api) => ({ as: 'staff', params: { id: stoppedRun(api, 'failed') } }),
  cancelLossRun: (api) => ({ as: 'staff', params: { id: stoppedRun(api, 'queued') } }),
  listLossResults: (api) => ({
    as: 'viewer',
    params: { id: first(api.store.lossRuns.all(), (r) => r.status === 'completed').id },
  }),
  getLossOverview: () => ({ as: 'viewer' }),
  getLossReport: () => ({ as: 'viewer', params: { kind: 'client', id: 'CL-0001' } }),
  listReports: () => ({ as: 'viewer' }),
  getReport: () => ({ as: 'viewer', params: { id: 'RP-0001' } }),
  createReport: () => ({
    as: 'staff',
    body: { type: 'quarterly', clientId: 'CL-0001', period: '2026-Q3' },
  }),
  deleteReport: () => ({ as: 'admin', params: { id: 'RP-0002' } }),
  updateReport: () => ({ as: 'staff', params: { id: 'RP-0003' }, body: { status: 'reviewed' } }),
  // A reviewed report (the seed's scorecards), its client's contacts told of it first.
  sendReport: async (api) => {
    const report = first(api.store.reports.all(), (r) => r.status === 'reviewed');
    const res = await api
      .as('admin')
      .put(`/api/v1/clients/${report.clientId}/monitoring`)
      .send({
        monitored: false,
        lossThresholdUsd: 0,
        ownerIds: [],
        contactEmails: contactsOf(api, report.clientId),
      });
    if (res.status !== 200) throw new Error(`setup monitoring answered ${String(res.status)}`);
    return { as: 'staff', params: { id: report.id } };
  },
  getReportPreview: () => ({
    as: 'viewer',
    query: { type: 'annual', clientId: 'CL-0001', period: '2025' },
  }),
  getScorecards: () => ({ as: 'viewer', query: { by: 'case' } }),
  listReportJobs: () => ({ as: 'viewer' }),
  getReportJob: async (api) => ({
    as: 'viewer',
    params: {
      id: await made(api, '/report-jobs', {
        type: 'annual',
        clientIds: ['CL-0001'],
        period: '2025',
      }),
    },
  }),
  createReportJob: () => ({
    as: 'staff',
    body: { type: 'scorecard', clientIds: ['CL-0001', 'CL-0002'], period: '2025' },
  }),
  retryReportJob: (api) => ({ as: 'staff', params: { id: stoppedJob(api, 'failed') } }),
  cancelReportJob: (api) => ({ as: 'staff', params: { id: stoppedJob(api, 'queued') } }),

  listNews: () => ({ as: 'viewer' }),
  getNews: (api) => ({
    as: 'viewer',
    params: { id: first(api.store.news.all(), (n) => n.audience !== 'selected_clients').id },
  }),
  createNews: () => ({ as: 'staff', body: newsItem }),
  updateNews: () => ({ as: 'staff', params: { id: 'NW-0001' }, body: { status: 'unpublished' } }),
  deleteNews: async (api) => ({ as: 'admin', params: { id: await made(api, '/news', newsItem) } }),
  listUpdates: () => ({ as: 'viewer' }),
  getUpdate: () => ({ as: 'viewer', params: { id: 'UP-0001' } }),
  createUpdate: () => ({ as: 'staff', body: update }),
  updateUpdate: () => ({ as: 'staff', params: { id: 'UP-0001' }, body: { tags: ['fix'] } }),
  deleteUpdate: async (api) => ({
    as: 'admin',
    params: { id: await made(api, '/updates', update) },
  }),
  listHelpVideos: () => ({ as: 'viewer', query: { q: 'table' } }),
  getHelpVideoFile: () => ({ as: 'viewer', params: { id: 'HV-0001' } }),
  getHelpVideoCaptions: () => ({ as: 'viewer', params: { id: 'HV-0001' } }),
  getHelpVideoPoster: () => ({ as: 'viewer', params: { id: 'HV-0001' } }),

  listUsers: () => ({ as: 'admin' }),
  getUser: (api) => ({ as: 'admin', params: { id: api.store.users.all()[1]!.id } }),
  createUser: () => ({ as: 'admin', body: user('newcomer') }),
  // A user of its own: privileges are read per call, so changing a demo user's would change
  // what the calls after it may do.
  updateUser: async (api) => ({
    as: 'admin',
    params: { id: await made(api, '/admin/users', user(`changed${String((changedUsers += 1))}`)) },
    body: { privileges: ['READ', 'CREATE'] },
  }),
  deleteUser: async (api) => ({
    as: 'admin',
    params: { id: await made(api, '/admin/users', user('leaver')) },
  }),
  listAudit: () => ({ as: 'admin', query: { action: 'updated' } }),
  getRecordHistory: () => ({ as: 'viewer', params: { recordType: 'client', id: 'CL-0001' } }),
  getPrivileges: () => ({ as: 'admin' }),
  listIngestionFiles: () => ({ as: 'viewer', query: { status: 'skipped' } }),
  getIngestionFile: (api) => ({
    as: 'viewer',
    params: { id: first(api.store.ingestionFiles.all(), (f) => f.clientId === 'CL-0001').id },
  }),
  ingestFile: (api) => ({
    as: 'admin',
    params: { id: first(api.store.ingestionFiles.all(), (f) => f.status === 'staged').id },
  }),
  skipFile: (api) => ({
    as: 'admin',
    params: { id: first(api.store.ingestionFiles.all(), (f) => f.status === 'staged').id },
    body: { reason: 'Sent twice' },
  }),
  restageFile: (api) => ({
    as: 'admin',
    params: { id: first(api.store.ingestionFiles.all(), (f) => f.status === 'skipped').id },
  }),
  importFilings13f: () => ({ as: 'admin', body: ltsOne() }),
  uploadIngestionFile: (api) => ({
    as: 'admin',
    query: { fileName: 'upload.csv' },
    body: Buffer.from(tradesCsv(sampleOf(api), 2)),
  }),
  previewIngestionFile: async (api) => ({ as: 'admin', params: { id: await uploaded(api) } }),
  getIngestionOriginal: async (api) => ({ as: 'admin', params: { id: await uploaded(api) } }),
  saveIngestionMapping: async (api) => ({
    as: 'admin',
    params: { id: await uploaded(api) },
    body: {
      columns: {
        accountNumber: 'Account',
        security: 'CUSIP',
        tradeDate: 'Trade Date',
        side: 'B/S',
        quantity: 'Quantity',
        price: 'Price',
      },
      layout: null,
    },
  }),
  getIngestionMapping: () => ({ as: 'viewer', query: { custodian: 'Fidelity', kind: 'trades' } }),
  undoIngestion: async (api) => {
    const id = await uploaded(api);
    await api.as('admin').post(`/api/v1/ingestion/files/${id}/ingest`);
    return { as: 'admin', params: { id } };
  },
  listTracker: () => ({ as: 'viewer', query: { status: 'pending' } }),
  getTrackerMatrix: () => ({ as: 'viewer', query: { kind: 'holdings' } }),
  updateTrackerEntry: (api) => ({
    as: 'admin',
    params: { id: first(api.store.tracker.all(), (t) => t.status === 'pending').id },
    body: { status: 'waived', note: 'Custodian holiday' },
  }),
};
