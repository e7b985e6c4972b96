import {
  createElement,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from '../../components/feedback/ErrorBoundary.tsx';
import { AccountBadge, SelectAccountLabel } from '../../components/header/AccountBadge.tsx';
import { standInPress } from '../../lib/stand-in-press.ts';
import { useAppStore } from '../../lib/store/app-store.ts';
import { loadPerAttempt, useLoaded } from '../../lib/use-loaded.ts';
import { whenIdle } from '../../lib/when-idle.ts';

interface SelectorModule {
  default: ComponentType<{ initiallyOpen: boolean }>;
}

const selectorChunk = loadPerAttempt<SelectorModule>(
  () => import('../../features/account-selection/AccountSelector.tsx'),
);

interface LoadedSelectorProps {
  attempt: number;
  initiallyOpen: boolean;
  standIn: ReactNode;
}

/** The selector once its chunk is there (as soon as it is: see useLoaded), the badge until. */
function LoadedSelector({ attempt, initiallyOpen, standIn }: LoadedSelectorProps) {
  const selector = useLoaded(selectorChunk.load(attempt));
  return selector ? createElement(selector.default, { initiallyOpen }) : standIn;
}

/**
 * The selected account in the header. The selector (search, query cache, popover) is a lazy
 * chunk fetched once the shell is idle; until then the same badge stands in, and a press on it
 * (see standInPress) opens the selector as soon as it arrives. If the chunk cannot be loaded
 * the badge stays, and a press tries again: the header never breaks the page.
 */
export function AccountSlot() {
  const account = useAppStore((s) => s.selectedAccount);
  const [wanted, setWanted] = useState(false);
  const [load, setLoad] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(
    () =>
      whenIdle(() => {
        setLoad(true);
      }),
    [],
  );

  const badge = (retry: boolean) => (
    <button
      type="button"
      className="account-selector"
      {...standInPress(() => {
        setWanted(true);
        setLoad(true);
        if (retry) setAttempt((n) => n + 1);
      })}
    >
      <SelectAccountLabel />
      <AccountBadge account={account} />
    </button>
  );
  if (!load) return badge(false);
  return (
    <ErrorBoundary key={attempt} fallback={() => badge(true)}>
      <Suspense fallback={badge(false)}>
        <LoadedSelector attempt={attempt} initiallyOpen={wanted} standIn={badge(false)} />
      </Suspense>
    </ErrorBoundary>
  );
}
