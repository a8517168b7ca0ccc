import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { session } from '../../../lib/session.ts';

/**
 * Shown to a visitor in place of the order panel: login brings them back to this instrument (and
 * product). `body` says what an account allows on the product shown.
 */
export function LoginPrompt({ body }: { body?: string }) {
  const { t } = useTranslation('contracts');
  const location = useLocation();
  const comeBack = () => session.rememberReturn(location.pathname + location.search);
  return (
    <section className="card p-5 text-center" data-testid="contract-login">
      <h2 className="text-base font-semibold">{t('login.title')}</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm leading-6 text-mute">{body ?? t('login.body')}</p>
      <div className="mt-4 flex justify-center gap-3">
        <Link
          to="/login"
          onClick={comeBack}
          className="btn-primary min-w-28"
          data-testid="contract-login-link"
        >
          {t('login.login')}
        </Link>
        <Link to="/register" onClick={comeBack} className="btn-ghost min-w-28">
          {t('login.register')}
        </Link>
      </div>
    </section>
  );
}
