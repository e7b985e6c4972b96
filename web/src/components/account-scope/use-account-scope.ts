import { useAppStore } from '../../lib/store/app-store.ts';

/**
 * The query that narrows a list to the account selected in the header (spec: the selected
 * account is shared state); empty when none is selected. Pair it with AccountScopeNote.
 */
export function useAccountScope(): { accountId?: string } {
  const id = useAppStore((s) => s.selectedAccount?.id);
  return id === undefined ? {} : { accountId: id };
}
