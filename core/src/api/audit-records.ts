/**
 * What each write of the contract does to which record, for the audit log. Every write
 * endpoint must appear (a compile error otherwise), so a new write cannot go unaudited by
 * oversight: it names its record type and action, or `null` for a call that changes no record
 * (signing in).
 */
import type { AuditAction, AuditRecordType } from './entities/audit.ts';
import type { Endpoints, EndpointId } from './endpoints/index.ts';

export type WriteEndpointId = {
  [K in EndpointId]: Endpoints[K]['method'] extends 'GET' ? never : K;
}[EndpointId];

export interface AuditedWrite {
  record: AuditRecordType;
  action: AuditAction;
  /** For a child created under the path's `{id}` (a docket entry under its docket). */
  parent?: AuditRecordType;
}

const created = (record: AuditRecordType): AuditedWrite => ({ record, action: 'created' });
const updated = (record: AuditRecordType): AuditedWrite => ({ record, action: 'updated' });
const deleted = (record: AuditRecordType): AuditedWrite => ({ record, action: 'deleted' });

export const AUDITED_WRITES: { readonly [K in WriteEndpointId]: AuditedWrite | null } = {
  login: null,
  updateProfile: updated('profile'),
  createClient: created('client'),
  updateClient: updated('client'),
  deleteClient: deleted('client'),
  createAccount: created('account'),
  updateAccount: updated('account'),
  createSecurity: created('security'),
  updateSecurity: updated('security'),
  // The security itself is unchanged: the entry counts the days of prices the file added or changed.
  importSecurityPrices: { record: 'security', action: 'imported' },
  createSecuritySplit: { record: 'split', action: 'created', parent: 'security' },
  createCase: created('case'),
  updateCase: updated('case'),
  deleteCase: deleted('case'),
  createDocket: created('docket'),
  updateDocket: updated('docket'),
  importDocketReport: updated('docket'),
  createDocketEntry: { record: 'docketEntry', action: 'created', parent: 'docket' },
  // The fetch is queued here; its entries are merged later, by the job (the system's write).
  fetchDocketFromCourtListener: {
    record: 'courtListenerFetch',
    action: 'created',
    parent: 'docket',
  },
  uploadNewSuitFeed: { record: 'newSuitFeed', action: 'uploaded' },
  acceptNewSuit: { record: 'newSuit', action: 'accepted' },
  dismissNewSuit: { record: 'newSuit', action: 'dismissed' },
  createMotion: created('motion'),
  updateMotion: updated('motion'),
  deleteMotion: deleted('motion'),
  explainDiscrepancy: updated('discrepancy'),
  createLossRun: created('lossRun'),
  deleteLossRun: deleted('lossRun'),
  retryLossRun: { record: 'lossRun', action: 'retried' },
  cancelLossRun: { record: 'lossRun', action: 'cancelled' },
  createReport: created('report'),
  updateReport: updated('report'),
  // Queued to the client's contacts: the outbox sends it, and makes the report sent (the system's write).
  sendReport: { record: 'report', action: 'emailed' },
  deleteReport: deleted('report'),
  createReportJob: created('reportJob'),
  retryReportJob: { record: 'reportJob', action: 'retried' },
  cancelReportJob: { record: 'reportJob', action: 'cancelled' },
  createNews: created('news'),
  updateNews: updated('news'),
  deleteNews: deleted('news'),
  createUpdate: created('update'),
  updateUpdate: updated('update'),
  deleteUpdate: deleted('update'),
  createUser: created('user'),
  updateUser: updated('user'),
  deleteUser: deleted('user'),
  uploadIngestionFile: { record: 'ingestionFile', action: 'uploaded' },
  ingestFile: { record: 'ingestionFile', action: 'ingested' },
  skipFile: { record: 'ingestionFile', action: 'skipped' },
  restageFile: { record: 'ingestionFile', action: 'restaged' },
  undoIngestion: { record: 'ingestionFile', action: 'undone' },
  saveIngestionMapping: { record: 'ingestionFile', action: 'mapped' },
  updateTrackerEntry: updated('trackerEntry'),
  importFilings13f: { record: 'filingImport', action: 'imported' },
  createDeadline: created('deadline'),
  updateDeadline: updated('deadline'),
  setDeadlineState: updated('deadline'),
  // A dry run writes nothing, so it leaves no entry (an entry needs a changed row).
  changeDeadlineTrigger: updated('deadline'),
  createDeadlineRule: created('deadlineRule'),
  updateDeadlineRule: updated('deadlineRule'),
  createSettlement: created('settlement'),
  updateSettlement: updated('settlement'),
  setClaimStatus: updated('claim'),
  uploadClaimDocument: { record: 'claimDocument', action: 'uploaded', parent: 'claim' },
  // Marked removed, kept: the entry shows who removed it and when.
  removeClaimDocument: { record: 'claimDocument', action: 'removed' },
  updateClientMonitoring: updated('clientMonitoring'),
  readNotification: updated('notification'),
  // Several rows at once: the entry counts them.
  readAllNotifications: updated('notification'),
  updateNotificationPreferences: updated('notificationPreferences'),
  // Starts the day's digests as the clock would: the outbox keeps each message, when and to whom.
  sendEmailDigests: null,
};

/** The read of one record that decides who may read its history. */
export const RECORD_READS: { readonly [R in AuditRecordType]: EndpointId | null } = {
  client: 'getClient',
  account: 'getAccount',
  security: 'getSecurity',
  case: 'getCase',
  docket: 'getDocket',
  docketEntry: null,
  courtListenerFetch: 'getCourtListenerFetch',
  newSuit: 'getNewSuit',
  newSuitFeed: null,
  motion: 'getMotion',
  discrepancy: 'getDiscrepancy',
  lossRun: 'getLossRun',
  report: 'getReport',
  reportJob: 'getReportJob',
  news: 'getNews',
  update: null,
  user: 'getUser',
  ingestionFile: 'getIngestionFile',
  trackerEntry: null,
  profile: null,
  filingImport: null,
  split: null,
  deadline: 'getDeadline',
  deadlineRule: null,
  settlement: 'getSettlement',
  claim: 'getClaim',
  claimDocument: null,
  clientMonitoring: 'getClientMonitoring',
  notification: null,
  notificationPreferences: null,
};
