/** How the admin panel words a user's access. */
const ROLE_LABELS: Readonly<Record<string, string>> = {
  ROLE_ADMIN: 'Administrator',
  ROLE_USER: 'Staff',
};

export const roleLabel = (role: string): string => ROLE_LABELS[role] ?? role;

/** An empty scope means no restriction: every client. */
export const clientScopeText = (names: readonly string[]): string =>
  names.length === 0 ? 'All clients' : names.join('; ');

export const statusText = (active: boolean): string => (active ? 'Active' : 'Deactivated');

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  username: 'Username',
  displayName: 'Name',
  email: 'E-mail',
  roles: 'Roles',
  privileges: 'Privileges',
  clientNames: 'Client scope',
  active: 'Active',
};
