/** Who the token says the user is: identity, roles, privileges and the clients they may see. */
import type { SessionUser } from '@backoffice/core';
import { Details } from '../../components/detail/Details.tsx';
import { clientScopeLabel, privilegeLabel, roleLabel } from '@backoffice/core/domain';

function Chips({ values, label }: { values: readonly string[]; label: (v: string) => string }) {
  if (values.length === 0) return <span className="muted">None</span>;
  return (
    <ul className="profile-chips">
      {values.map((value) => (
        <li key={value} className="profile-chip" title={value}>
          {label(value)}
        </li>
      ))}
    </ul>
  );
}

export function IdentityCard({ user, email }: { user: SessionUser; email: string | undefined }) {
  const scope =
    user.clientNames.length === 0 ? (
      <span>{clientScopeLabel(user.clientNames)}</span>
    ) : (
      <Chips values={user.clientNames} label={(name) => name} />
    );
  return (
    <section className="card profile-card" aria-labelledby="profile-identity">
      <h2 id="profile-identity">Identity</h2>
      <Details
        items={[
          { label: 'Name', value: user.displayName },
          { label: 'Username', value: user.username },
          // Ids and addresses are long: a row of their own, so they do not break mid-word.
          { label: 'User ID', value: <code>{user.userId}</code>, wide: true },
          { label: 'Email', value: email, wide: true },
          { label: 'Roles', value: <Chips values={user.roles} label={roleLabel} />, wide: true },
          {
            label: 'Privileges',
            value: <Chips values={user.privileges} label={privilegeLabel} />,
            wide: true,
          },
          { label: 'Client scope', value: scope, wide: true },
        ]}
      />
    </section>
  );
}
