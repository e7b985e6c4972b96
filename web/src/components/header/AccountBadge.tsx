import type { SelectedAccount } from '../../lib/store/app-store.ts';

/** The selected account (spec: id and name), kept in shared state and shown in the header. */
export function AccountBadge({ account }: { account: SelectedAccount | null }) {
  if (!account) {
    return <span className="account-badge account-badge--empty">No account selected</span>;
  }
  return (
    <span className="account-badge" title={`Account ${account.id}: ${account.name}`}>
      <span className="account-badge__label">Account</span>
      <span className="account-badge__id">{account.id}</span>
      <span className="account-badge__name">{account.name}</span>
    </span>
  );
}

/**
 * What the badge's button does, for screen readers: its name is this and then the badge's own
 * text, so the name holds what is shown (WCAG 2.5.3).
 */
export function SelectAccountLabel() {
  return <span className="visually-hidden">Select account: </span>;
}
