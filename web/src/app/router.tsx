/**
 * The router, generated from the shared route table: signed-in routes inside the session
 * guard and the shell, public pages on their own, anything else to the not-found page.
 * Declarative routing (BrowserRouter + useRoutes): the app uses no loader, action or blocker,
 * and the data router's machinery would weigh about 18 KB gzip in the shell for nothing.
 */
import { NOT_FOUND_PATH, ROUTES } from '@backoffice/core';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { GuardedScreen } from './GuardedScreen.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RequireSession } from './RequireSession.tsx';
import { ScreenLoader } from './ScreenLoader.tsx';

function ToNotFound() {
  const { pathname, search } = useLocation();
  return <Navigate to={NOT_FOUND_PATH} replace state={{ from: `${pathname}${search}` }} />;
}

export function appRoutes(): RouteObject[] {
  const signedIn = ROUTES.filter((route) => !route.access.doesNotRequireLogin);
  const open = ROUTES.filter((route) => route.access.doesNotRequireLogin);
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: (
            <RequireSession>
              <AppLayout />
            </RequireSession>
          ),
          children: signedIn.map((route) => ({
            id: route.id,
            path: route.path,
            element: <GuardedScreen route={route} />,
          })),
        },
        ...open.map((route) => ({
          id: route.id,
          path: route.path,
          element: <ScreenLoader key={route.id} route={route} />,
        })),
        { id: 'unknown', path: '*', element: <ToNotFound /> },
      ],
    },
  ];
}

const routes = appRoutes();

/** The screen the address names (inside a BrowserRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
