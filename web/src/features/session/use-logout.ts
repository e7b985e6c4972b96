import { useCallback, useState } from 'react';
import { useAppStore } from '../../lib/store/app-store.ts';
import { requestLogout } from './api/logout.ts';

/** Logout per the spec: end the gateway's session, reset local state, leave for the IdP. */
export function useLogout(): { logout: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const logout = useCallback(() => {
    setPending(true);
    // Leaving from now on: the gateway ends the session before it answers, and a call still in
    // flight then gets a 401 that must not race this logout to the login page.
    useAppStore.setState({ sessionStatus: 'leaving' });
    void requestLogout().then((target) => {
      useAppStore.getState().logout();
      window.location.assign(target);
    });
  }, []);
  return { logout, pending };
}
