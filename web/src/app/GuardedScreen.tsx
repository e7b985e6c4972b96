import { decideAccess, forbiddenHref } from '@backoffice/core';
import { Navigate, useLocation } from 'react-router-dom';
import type { AppRoute } from '../lib/screen.ts';
import { useAppStore } from '../lib/store/app-store.ts';
import { ScreenLoader } from './ScreenLoader.tsx';

/** Mirrors the gateway's decision for this route; the web never decides access itself. */
export function GuardedScreen({ route }: { route: AppRoute }) {
  const user = useAppStore((s) => s.user);
  const { pathname, search } = useLocation();
  const decision = decideAccess(route.access, user);
  if (decision === 'forbidden')
    return <Navigate to={forbiddenHref(`${pathname}${search}`)} replace />;
  // RequireSession, around the whole shell, already sends a visitor without a session away.
  if (decision === 'sign-in') return null;
  return <ScreenLoader key={route.id} route={route} />;
}
