import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageTitle } from '../../lib/page-title.ts';

/** Navigations that only change a table's view (page, sort, search) say so in their state. */
function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}

/** What every page shares: the title rule, and every navigation starting at the top. */
export function RootLayout() {
  const location = useLocation();
  const { pathname, key } = location;
  const keepScroll = keepsScroll(location.state as unknown);

  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);

  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
  }, [key, keepScroll]);

  return <Outlet />;
}
