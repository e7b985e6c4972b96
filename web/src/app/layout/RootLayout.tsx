import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageTitle } from '../../lib/page-title.ts';

/** What every page shares: the title rule, and every navigation starting at the top. */
export function RootLayout() {
  const { pathname, key } = useLocation();

  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);

  return <Outlet />;
}
