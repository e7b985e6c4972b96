/**
 * Probes the API when the signed-in shell starts, and again on each navigation while the
 * backend is down, so the banner clears by itself once it is back. A 5xx never logs out.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useAppStore } from '../../lib/store/app-store.ts';
import { probeApi } from './api/probe-api.ts';

export function useBackendProbe(pageName: string, navigationKey: string): () => void {
  const setBackendStatus = useAppStore((s) => s.setBackendStatus);
  const lastKey = useRef<string | null>(null);

  const probe = useCallback(() => {
    void probeApi(pageName).then(setBackendStatus);
  }, [pageName, setBackendStatus]);

  useEffect(() => {
    const first = lastKey.current === null;
    if (lastKey.current === navigationKey) return;
    lastKey.current = navigationKey;
    if (first || useAppStore.getState().backendStatus === 'down') probe();
  }, [navigationKey, probe]);

  return probe;
}
