import { PRODUCT_NAME } from '@backoffice/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { StatusView } from '../components/feedback/StatusView.tsx';
import { retrySession, useSessionBootstrap } from '../features/session/use-session-bootstrap.ts';
import { signInHref } from '../lib/hrefs.ts';
import { useAppStore } from '../lib/store/app-store.ts';

/**
 * The client's half of "login required": the gateway already redirects page loads without a
 * session; this covers a session that ended while the app was open. The visitor goes to the
 * gateway's sign-in, which brings them back to the address they asked for.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  const status = useAppStore((s) => s.sessionStatus);
  const { pathname, search, hash } = useLocation();
  const returnTo = `${pathname}${search}${hash}`;

  useEffect(() => {
    if (status === 'signed-out') window.location.assign(signInHref(returnTo));
  }, [status, returnTo]);

  if (status === 'signed-in') return children;
  if (status === 'unavailable') {
    return (
      <StatusView title={`${PRODUCT_NAME} cannot reach its server right now.`}>
        <button type="button" className="button button--primary" onClick={retrySession}>
          Try again
        </button>
      </StatusView>
    );
  }
  const title = {
    pending: 'Loading…',
    leaving: 'Signing out…',
    'signed-out': 'Redirecting to sign in…',
  }[status];
  return <StatusView title={title} />;
}
