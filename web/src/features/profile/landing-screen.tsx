/**
 * What `/` shows: the screen the user chose as landing screen (a preference kept by the API).
 * The default, the spec's Case List, renders in place as the spec says ("root shows the same
 * screen"). Any other choice redirects to that screen's own path, replacing `/` in the history:
 * its URL, page title, highlighted menu entry and table state are then the screen's own, and
 * Back does not bounce through `/`.
 *
 * The default screen is handed in by the app's screen table, because features do not import
 * each other.
 */
import { DEFAULT_LANDING_ROUTE, landingPath, landingRouteFor } from '@backoffice/core';
import { Navigate } from 'react-router-dom';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { loadProfile, useProfile } from '../../lib/api/profile-query.ts';
import { useLoaded } from '../../lib/use-loaded.ts';
import type { ScreenModule, ScreenProps } from '../../lib/screen.ts';
import { useAppStore } from '../../lib/store/app-store.ts';

export function landingScreen(loadDefault: () => Promise<ScreenModule>): ScreenModule {
  let defaultLoad: Promise<ScreenModule> | undefined;
  const loadDefaultOnce = () => (defaultLoad ??= loadDefault());

  function LandingScreen(props: ScreenProps) {
    const user = useAppStore((s) => s.user);
    const profile = useProfile();
    if (profile.isPending) return <StatusView title="Loading…" />;
    // Without the profile (it failed to load) the default screen is still a fine start.
    const landing = landingRouteFor(profile.data?.preferences.landingRoute, user);
    if (landing !== DEFAULT_LANDING_ROUTE) return <Navigate to={landingPath(landing)} replace />;
    return <DefaultScreen {...props} />;
  }

  /** The default screen, loaded only when it is the one `/` shows. */
  function DefaultScreen(props: ScreenProps) {
    const screen = useLoaded(loadDefaultOnce());
    if (!screen) return <StatusView title={`Loading ${props.route.name}…`} />;
    return <screen.default {...props} />;
  }

  /** The default screen's first reads, when it is the one `/` shows. */
  async function prefetch(search: URLSearchParams): Promise<void> {
    const profile = await loadProfile();
    const user = useAppStore.getState().user;
    if (landingRouteFor(profile?.preferences.landingRoute, user) !== DEFAULT_LANDING_ROUTE) return;
    await (await loadDefaultOnce()).prefetch?.(search);
  }

  return { default: defineScreen(LandingScreen), prefetch };
}
