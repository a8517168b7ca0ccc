import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { servedProducts } from '../lib/products.ts';
import { session } from '../lib/session.ts';
import { AppLayout } from './app-layout.tsx';
import { NotFound } from './not-found.tsx';
import { RouteError } from './route-error.tsx';
import { authPath, type ScreenRoute, servedScreens, visitorAccess } from './route-table.ts';
import { Splash } from './splash.tsx';

/**
 * Private screens send a visitor without a stored token to /login (spec section 2), carrying the
 * path and query asked for in `redirect` so login and registration can return there.
 */
function requireSession({ request }: { request: Request }) {
  if (!session.isLoggedIn()) {
    const url = new URL(request.url);
    throw redirect(authPath('/login', url.pathname + url.search));
  }
  return null;
}

/** Unlisted paths and paths of products not served show not-found; no login is asked first. */
function unmatched({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (!session.isLoggedIn() && visitorAccess(url.pathname) === 'login')
    throw redirect(authPath('/login', url.pathname + url.search));
  return null;
}

/**
 * A screen whose code cannot be fetched becomes a screen saying so. React Router (7.18) would show
 * nothing in its place: a route whose `lazy` failed keeps its `lazy`, and the router leaves such a
 * route out of what it renders, error boundary and all. Trying again reloads the page (RouteError).
 */
function orLoadFailure(lazy: ScreenRoute['lazy']): ScreenRoute['lazy'] {
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      return { Component: () => <RouteError error={error} /> };
    }
  };
}

/**
 * The routes of the products the server serves (read before the router is built). Each screen
 * has its own error boundary, so a screen whose code cannot be fetched says so inside the app's
 * header and navigation; the layout's boundary is the last resort. Until the first screen's code
 * is in, the splash of index.html stays on.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      HydrateFallback: Splash,
      children: [
        ...servedScreens(servedProducts()).map(
          (s): RouteObject => ({
            path: s.path,
            lazy: orLoadFailure(s.lazy),
            errorElement: <RouteError />,
            ...(s.public ? {} : { loader: requireSession }),
          }),
        ),
        { path: '*', loader: unmatched, element: <NotFound />, errorElement: <RouteError /> },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(appRoutes());
