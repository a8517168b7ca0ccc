import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { session } from '../lib/session.ts';
import { AppLayout } from './app-layout.tsx';
import { NotFound } from './not-found.tsx';
import { SCREENS, visitorAccess } from './route-table.ts';

/** Private screens send a visitor without a stored token to /login (spec section 2). */
function requireSession({ request }: { request: Request }) {
  if (!session.isLoggedIn()) {
    const url = new URL(request.url);
    session.rememberReturn(url.pathname + url.search);
    throw redirect('/login');
  }
  return null;
}

/** Unlisted paths show not-found; listed private paths without a screen yet behave like private ones. */
function unmatched({ request }: { request: Request }) {
  const { pathname } = new URL(request.url);
  if (!session.isLoggedIn() && visitorAccess(pathname) === 'login') throw redirect('/login');
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...SCREENS.map(
        (s): RouteObject => ({
          path: s.path,
          lazy: s.lazy,
          ...(s.public ? {} : { loader: requireSession }),
        }),
      ),
      { path: '*', loader: unmatched, element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
