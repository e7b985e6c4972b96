/**
 * The access fields of a user, shared by add and edit: roles and privileges as checkboxes, and
 * the client scope. An administrator editing themselves cannot untick their own admin role
 * (core's self-lock-out rule, which the API enforces too); the hint says why.
 */
import { PRIVILEGES, ROLES } from '@backoffice/core/api';
import { SELF_LOCKOUT } from '@backoffice/core/domain';
import { MultiSelectField } from '../../components/form/MultiSelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { ClientScopeField } from './ClientScopeField.tsx';
import { privilegeLabel, roleLabel } from './user-text.ts';

const PRIVILEGE_HINT = 'READ sees data; CREATE adds, UPDATE changes and DELETE removes records.';

export function ProfileFields() {
  return (
    <>
      <TextField name="displayName" label="Name" required autoComplete="off" />
      <TextField name="email" label="E-mail" type="email" required />
    </>
  );
}

export function AccessFields({ self = false }: { self?: boolean }) {
  const roles = ROLES.map((r) => ({
    value: r,
    label: roleLabel(r),
    disabled: self && r === 'ROLE_ADMIN',
  }));
  return (
    <>
      <MultiSelectField
        name="roles"
        label="Roles"
        options={roles}
        hint={self ? SELF_LOCKOUT.removeAdmin : 'Administrators manage users and file ingestion.'}
      />
      <MultiSelectField
        name="privileges"
        label="Privileges"
        options={PRIVILEGES.map((p) => ({ value: p, label: privilegeLabel(p) }))}
        hint={PRIVILEGE_HINT}
      />
      <ClientScopeField name="clientNames" label="Client scope" />
    </>
  );
}
