import { useCallback, useState } from 'react';
import { useAppStore } from '../../lib/store/app-store.ts';
import { requestLogout } from './api/logout.ts';

/** Logout per the spec: end the gateway's session, reset local state, leave for the IdP. */
export function useLogout(): { logout: () => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  const logout = useCallback(() => {
    setPending(true);
    void requestLogout().then((target) => {
      useAppStore.getState().logout();
      window.location.assign(target);
    });
  }, []);
  return { logout, pending };
}
