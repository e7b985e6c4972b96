import { useCallback, useState } from 'react';
import { useAppStore } from '../../lib/store/app-store.ts';
import { requestLogout } from './api/logout.ts';

/**
 * Aborts the reads in flight: answered after the gateway ended the session, each would be a 401
 * the browser logs as an error. The query client came with the screens (it is not the shell's);
 * new calls are refused by the API client while the page is leaving.
 */
async function abortReads(): Promise<void> {
  const { queryClient } = await import('../../lib/api/query-client.ts');
  await queryClient.cancelQueries();
}

/** Logout per the spec: end the gateway's session, reset local state, leave for the IdP. */
export function useLogout(): { logout: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const logout = useCallback(() => {
    setPending(true);
    // Leaving from now on: the gateway ends the session before it answers, and a call still in
    // flight then gets a 401 that must not race this logout to the login page.
    useAppStore.setState({ sessionStatus: 'leaving' });
    void abortReads()
      .catch(() => undefined)
      .then(requestLogout)
      .then((target) => {
        useAppStore.getState().logout();
        window.location.assign(target);
      });
  }, []);
  return { logout, pending };
}
