/**
 * Asks the gateway who is signed in: once per page load, when a signed-in screen is first
 * shown (public pages do not need to know), and again when the user retries. The page's boot
 * starts it for a signed-in address before React first renders; the guard then finds it under
 * way.
 */
import { useEffect } from 'react';
import { useAppStore } from '../../lib/store/app-store.ts';
import { getSession } from './api/get-session.ts';

let underWay: Promise<void> | null = null;

async function askSession(): Promise<void> {
  const store = useAppStore.getState();
  try {
    const session = await getSession();
    if (session) {
      // Every signed-in screen reads the profile first (page size, landing screen). Imported
      // when needed: the API client and the contract are the screens' chunks, not the shell's.
      void import('../../lib/api/profile-query.ts').then((m) => {
        void m.loadProfile();
      });
      store.signedIn(session.user);
    } else store.signedOut();
  } catch {
    store.sessionUnavailable();
  } finally {
    underWay = null;
  }
}

/** Asks once: a call while the answer is awaited waits for the same answer. */
export function loadSession(): Promise<void> {
  underWay ??= askSession();
  return underWay;
}

export function retrySession(): void {
  useAppStore.setState({ sessionStatus: 'pending' });
  void loadSession();
}

export function useSessionBootstrap(): void {
  useEffect(() => {
    if (useAppStore.getState().sessionStatus === 'pending') void loadSession();
  }, []);
}
