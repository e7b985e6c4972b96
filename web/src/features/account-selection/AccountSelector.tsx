/**
 * The header's account selector (spec section 3): the selected account, and a searchable list
 * of the accounts the user may see to choose another. The choice is kept in the shared state,
 * which persists it across reloads. A lazy chunk: the shell only draws the badge until it loads.
 */
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { AccountBadge, SelectAccountLabel } from '../../components/header/AccountBadge.tsx';
import { QueryProvider } from '../../lib/api/QueryProvider.tsx';
import { useAppStore } from '../../lib/store/app-store.ts';
import { AccountSearch } from './AccountSearch.tsx';
import './account-selection.css';

export default function AccountSelector({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const account = useAppStore((s) => s.selectedAccount);
  const selectAccount = useAppStore((s) => s.selectAccount);
  return (
    <QueryProvider>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="account-selector">
          <SelectAccountLabel />
          <AccountBadge account={account} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className="account-picker"
            align="end"
            sideOffset={8}
            collisionPadding={8}
          >
            <AccountSearch
              selectedId={account?.id ?? null}
              onSelect={(chosen) => {
                selectAccount(chosen);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </QueryProvider>
  );
}
