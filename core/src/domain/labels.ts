/**
 * The words every screen uses for access and for the audit log, so a role, a privilege, a
 * client scope or a kind of record reads the same everywhere ("Staff", never ROLE_USER; "All
 * clients", never an empty list).
 */

const ROLE_LABELS: Readonly<Record<string, string>> = {
  ROLE_ADMIN: 'Administrator',
  ROLE_USER: 'Staff',
};

export const roleLabel = (role: string): string => ROLE_LABELS[role] ?? role;
/** Privileges keep the practice's own words (READ, CREATE, UPDATE, DELETE). */
export const privilegeLabel = (privilege: string): string => privilege;

/** An empty scope means no restriction: every client. */
export const clientScopeLabel = (names: readonly string[]): string =>
  names.length === 0 ? 'All clients' : names.join('; ');

export const activeLabel = (active: boolean): string => (active ? 'Active' : 'Deactivated');

const RECORD_LABELS: Readonly<Record<string, string>> = {
  client: 'Client',
  account: 'Account',
  security: 'Security',
  case: 'Case',
  docket: 'Docket',
  docketEntry: 'Docket entry',
  courtListenerFetch: 'CourtListener fetch',
  newSuit: 'Suggested case',
  newSuitFeed: 'Court feed reading',
  motion: 'Motion',
  discrepancy: 'Discrepancy',
  lossRun: 'Loss run',
  report: 'Report',
  reportJob: 'Report job',
  news: 'News item',
  update: 'Release note',
  user: 'User',
  ingestionFile: 'Ingested file',
  trackerEntry: 'Expected file',
  profile: 'Preferences',
  filingImport: '13-F import',
  split: 'Stock split',
  importedPrices: 'Imported prices',
  // Rows counted beside an entry's record (collection and table names).
  clients: 'Clients',
  accounts: 'Accounts',
  securities: 'Securities',
  cases: 'Cases',
  dockets: 'Dockets',
  docketEntries: 'Docket entries',
  newSuits: 'Suggested cases',
  newSuitFeeds: 'Court feed readings',
  motions: 'Motions',
  discrepancyNotes: 'Discrepancy notes',
  lossRuns: 'Loss runs',
  lossResults: 'Loss results',
  reports: 'Reports',
  reportJobs: 'Report jobs',
  ingestionFiles: 'Ingested files',
  ingestionOriginals: 'Original files',
  ingestionMappings: 'Column mappings',
  ingestionBatches: 'Ingestion batches',
  tracker: 'Expected files',
  profiles: 'Preferences',
  trades: 'Trades',
  holdings: 'Holdings',
  filingHoldings: '13-F holdings',
  filingImports: '13-F imports',
  filings13f: '13-F filings',
  filers: '13-F filers',
};

/** `docketEntry` → "Docket entry"; `trades` → "Trades". */
export const recordLabel = (type: string): string => RECORD_LABELS[type] ?? fieldLabel(type);

const ACTION_LABELS: Readonly<Record<string, string>> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  uploaded: 'Uploaded',
  ingested: 'Ingested',
  skipped: 'Skipped',
  restaged: 'Staged again',
  undone: 'Ingestion undone',
  mapped: 'Columns mapped',
  retried: 'Retried',
  cancelled: 'Cancelled',
  imported: 'Imported',
  accepted: 'Accepted',
  dismissed: 'Dismissed',
};

export const auditActionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

const FIELD_LABELS: Readonly<Record<string, string>> = {
  displayName: 'Name',
  email: 'E-mail',
  clientNames: 'Client scope',
  clientId: 'Client',
  caseId: 'Case',
  docketId: 'Docket',
  securityIds: 'Securities',
  aumUsd: 'Assets under management (USD)',
};

/** A field name as words: `classPeriodStart` → "Class period start". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?Z$/;

/** An instant as the log stores it (`2026-11-27T06:37:13.693Z`) reads as `2026-11-27 06:37 UTC`. */
function instantText(value: string): string {
  const match = INSTANT.exec(value);
  return match ? `${match[1] ?? ''} ${match[2] ?? ''} UTC` : value;
}

/** A logged value as text: lists joined, nothing as "—", a user's access in the words above. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'roles' && Array.isArray(value))
    return value.map(String).map(roleLabel).join(', ') || 'None';
  if (field === 'privileges' && Array.isArray(value)) {
    return value.map(String).map(privilegeLabel).join(', ') || 'None';
  }
  if (field === 'clientNames' && Array.isArray(value)) return clientScopeLabel(value.map(String));
  if (field === 'active' && typeof value === 'boolean') return activeLabel(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value.length === 0 ? 'None' : value.map((v) => auditValueText('', v)).join(', ');
  if (typeof value === 'string') return instantText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>);
    return parts.map(([k, v]) => `${fieldLabel(k)}: ${auditValueText(k, v)}`).join('; ');
  }
  return JSON.stringify(value);
}

export interface AuditFieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Fields the entry itself already says (the record's id, when it changed). */
const SAID_BY_THE_ENTRY = new Set(['id', 'createdAt', 'updatedAt']);

/** An entry's before and after as one line per field, in the order the record has them. */
export function auditChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter(
    (field) => !SAID_BY_THE_ENTRY.has(field),
  );
  return fields
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: before ? auditValueText(field, before[field]) : '—',
      after: after ? auditValueText(field, after[field]) : '—',
    }))
    .filter((c) => c.before !== c.after);
}
