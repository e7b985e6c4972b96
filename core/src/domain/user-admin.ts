/**
 * Rules of the admin panel (users and privileges), shared by the API that enforces them and
 * the screen that explains them: an administrator cannot lock themselves out, a user's client
 * scope names existing clients, and an audit entry's before/after read as a list of changes.
 */

/** The fields an administrator edits, as the audit log records them before and after. */
export interface UserSnapshot {
  username: string;
  displayName: string;
  email: string;
  roles: string[];
  privileges: string[];
  clientNames: string[];
  active: boolean;
}

export interface AccessChange {
  roles?: readonly string[] | undefined;
  active?: boolean | undefined;
}

export interface Refusal {
  field: 'roles' | 'active' | 'id';
  message: string;
}

export const SELF_LOCKOUT = {
  removeAdmin: 'You cannot remove your own administrator role: ask another administrator',
  deactivate: 'You cannot deactivate yourself: ask another administrator',
  remove: 'You cannot delete yourself: ask another administrator',
} as const;

/** Why `actorId` may not make this change to user `targetId`, or null when they may. */
export function selfLockOutRefusal(
  actorId: string,
  targetId: string,
  change: AccessChange | 'delete',
): Refusal | null {
  if (actorId !== targetId) return null;
  if (change === 'delete') return { field: 'id', message: SELF_LOCKOUT.remove };
  if (change.roles && !change.roles.includes('ROLE_ADMIN')) {
    return { field: 'roles', message: SELF_LOCKOUT.removeAdmin };
  }
  if (change.active === false) return { field: 'active', message: SELF_LOCKOUT.deactivate };
  return null;
}

/** The client names that are not among the existing clients, in the order given. */
export function unknownClientNames(
  names: readonly string[],
  existing: ReadonlySet<string>,
): string[] {
  return [...new Set(names.filter((n) => !existing.has(n)))];
}

/** `values` in the catalogue's order, without repeats or strangers. */
export function inCatalogueOrder<T extends string>(
  catalogue: readonly T[],
  values: readonly string[],
): T[] {
  return catalogue.filter((c) => values.includes(c));
}

export type UserAuditAction = 'created' | 'updated' | 'deactivated' | 'reactivated' | 'deleted';
export const USER_AUDIT_ACTIONS = [
  'created',
  'updated',
  'deactivated',
  'reactivated',
  'deleted',
] as const satisfies readonly UserAuditAction[];

/** The name of a change: a status change is named for it, anything else is an update. */
export function auditActionOf(
  before: UserSnapshot | null,
  after: UserSnapshot | null,
): UserAuditAction {
  if (!before) return 'created';
  if (!after) return 'deleted';
  if (before.active !== after.active) return after.active ? 'reactivated' : 'deactivated';
  return 'updated';
}

export interface FieldChange {
  field: keyof UserSnapshot;
  before: string;
  after: string;
}

function show(value: UserSnapshot[keyof UserSnapshot] | undefined): string {
  if (value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(', ');
  return String(value);
}

/** The fields that differ between before and after, each as text, in the snapshot's order. */
export function auditDiff(
  before: Partial<UserSnapshot> | null,
  after: Partial<UserSnapshot> | null,
): FieldChange[] {
  const fields: (keyof UserSnapshot)[] = [
    'username',
    'displayName',
    'email',
    'roles',
    'privileges',
    'clientNames',
    'active',
  ];
  return fields
    .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }))
    .filter((c) => c.before !== c.after);
}
