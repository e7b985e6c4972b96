import { HOME_PATH, matchRoute, SCREEN_LOAD_TIMEOUT_MS, type RouteId } from '@backoffice/core';
import { createElement, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../components/feedback/ErrorBoundary.tsx';
import { LoadError } from '../components/feedback/LoadError.tsx';
import { StatusView } from '../components/feedback/StatusView.tsx';
import { loadLaterStylesheet } from '../lib/later-stylesheet/later-stylesheet.ts';
import type { AppRoute, ScreenModule } from '../lib/screen.ts';
import { useLoaded } from '../lib/use-loaded.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { TimeoutError, withTimeout } from '../lib/with-timeout.ts';
import { loadSession } from '../features/session/use-session-bootstrap.ts';
import { useAppStore } from '../lib/store/app-store.ts';
import { SCREENS } from './screens.ts';

const loads = new Map<string, Promise<ScreenModule>>();

/**
 * One load per route and attempt, kept so a revisit renders at once. A retry starts a fresh
 * load (a failed promise stays failed) and forgets the route's earlier attempts.
 */
function loadScreen(id: RouteId, attempt: number): Promise<ScreenModule> {
  const key = `${id}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    for (const old of loads.keys()) if (old.startsWith(`${id}#`)) loads.delete(old);
    load = withTimeout(SCREENS[id](), SCREEN_LOAD_TIMEOUT_MS);
    loads.set(key, load);
  }
  return load;
}

/**
 * Starts loading the screen of the address the page opened at, and the session check, before
 * React first renders: the first screen's chunks arrive while the shell starts. The loader then finds the
 * load under way (or done); a failure shows there, as it would have.
 */
export function preloadScreenAt(pathname: string, search: string): void {
  const route = matchRoute(pathname)?.route;
  if (!route || !isScreen(route.id)) return;
  const screen = loadScreen(route.id, 0);
  // Handled here so a failure is not reported twice; the kept load still fails for the loader.
  screen.catch(() => undefined);
  if (route.access.doesNotRequireLogin) return;
  // Who is signed in, which a signed-in screen asks first, then what the screen shows first.
  void Promise.all([screen, loadSession()])
    .then(([loaded]) =>
      useAppStore.getState().sessionStatus === 'signed-in'
        ? loaded.prefetch?.(new URLSearchParams(search))
        : undefined,
    )
    .catch(() => undefined);
}

const isScreen = (id: string): id is RouteId => Object.hasOwn(SCREENS, id);

const loading = (route: AppRoute) => <StatusView title={`Loading ${route.name}…`} />;

function LoadedScreen({ load, route }: { load: Promise<ScreenModule>; route: AppRoute }) {
  const screen = useLoaded(load);
  // The other screens' styles, once this one has drawn (a screen styled by them waited for them).
  useEffect(() => {
    if (!screen) return undefined;
    return whenIdle(() => {
      void loadLaterStylesheet();
    });
  }, [screen]);
  return screen ? createElement(screen.default, { route }) : loading(route);
}

/** Loads a route's screen chunk; a failure or a timeout shows the load-error view. */
export function ScreenLoader({ route }: { route: AppRoute }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => (
        <LoadError
          screenName={route.name}
          timedOut={error instanceof TimeoutError}
          homeHref={HOME_PATH}
          onRetry={() => {
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      {/* For what a screen suspends on inside it; the screen's own chunk does not suspend. */}
      <Suspense fallback={loading(route)}>
        <LoadedScreen load={loadScreen(route.id, attempt)} route={route} />
      </Suspense>
    </ErrorBoundary>
  );
}
