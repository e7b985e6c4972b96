import { lazy, Suspense, useEffect, useState } from 'react';
import { AccountBadge } from '../../components/header/AccountBadge.tsx';
import { useAppStore } from '../../lib/store/app-store.ts';

const loadSelector = () => import('../../features/account-selection/AccountSelector.tsx');
const AccountSelector = lazy(loadSelector);

/**
 * The selected account in the header. The selector (search, query cache, popover) is a lazy
 * chunk fetched once the shell is idle; until then the same badge stands in, and a click on it
 * opens the selector as soon as it arrives.
 */
export function AccountSlot() {
  const account = useAppStore((s) => s.selectedAccount);
  const [wanted, setWanted] = useState(false);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    const idle = window.requestIdleCallback(() => {
      setLoad(true);
    });
    return () => {
      window.cancelIdleCallback(idle);
    };
  }, []);

  const placeholder = (
    <button
      type="button"
      className="account-selector"
      aria-label="Select account"
      onClick={() => {
        setWanted(true);
        setLoad(true);
      }}
    >
      <AccountBadge account={account} />
    </button>
  );
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountSelector initiallyOpen={wanted} />
    </Suspense>
  );
}
