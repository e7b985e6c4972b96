/**
 * Says that a screen shows only the account selected in the header, with a way to see every
 * account again in one click (which clears the selection, as the header's own selector does).
 */
import { Banner } from '../feedback/Banner.tsx';
import { useAppStore } from '../../lib/store/app-store.ts';

interface AccountScopeNoteProps {
  /** What the screen lists, plural: "trades", "holdings". */
  what: string;
}

export function AccountScopeNote({ what }: AccountScopeNoteProps) {
  const account = useAppStore((s) => s.selectedAccount);
  const selectAccount = useAppStore((s) => s.selectAccount);
  if (!account) return null;
  return (
    <Banner
      tone="info"
      action={
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            selectAccount(null);
          }}
        >
          Show all accounts
        </button>
      }
    >
      Showing only the {what} of account <strong>{account.name}</strong> ({account.id}), the account
      selected in the header.
    </Banner>
  );
}
