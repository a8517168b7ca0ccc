import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { isLoadFailure } from './load-failure.ts';

/**
 * What a screen shows in place of itself when it cannot be shown (the route's error, or the
 * `error` given): most often its code could not be fetched because the connection dropped. Trying again reloads the page, because a browser
 * keeps the failure of a module it could not fetch for the life of the page.
 */
export function RouteError({ error: given }: { error?: unknown }) {
  const { t } = useTranslation();
  const routeError = useRouteError();
  const error = given ?? routeError;
  const loadFailure = isLoadFailure(error);
  // A fault of the screen itself is a bug: it goes to the console for whoever looks into it.
  useEffect(() => {
    if (!loadFailure) console.error(error);
  }, [error, loadFailure]);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center"
      data-testid="route-error"
    >
      <h1 className="text-xl font-semibold md:text-2xl">{t('routeError.title')}</h1>
      <p className="mt-3 text-mute">
        {loadFailure ? t('routeError.connection') : t('routeError.unexpected')}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.retry')}
        </button>
        <Link to="/index" className="btn-ghost">
          {t('routeError.home')}
        </Link>
      </div>
    </div>
  );
}
