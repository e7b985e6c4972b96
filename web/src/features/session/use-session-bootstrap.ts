/**
 * Asks the gateway who is signed in: once per page load, when a signed-in screen is first
 * shown (public pages do not need to know), and again when the user retries.
 */
import { useEffect } from 'react';
import { useAppStore } from '../../lib/store/app-store.ts';
import { getSession } from './api/get-session.ts';

export async function loadSession(): Promise<void> {
  const store = useAppStore.getState();
  try {
    const session = await getSession();
    if (session) store.signedIn(session.user);
    else store.signedOut();
  } catch {
    store.sessionUnavailable();
  }
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
