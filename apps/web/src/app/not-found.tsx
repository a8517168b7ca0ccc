import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-mute">{t('notFound.text')}</p>
      <Link to="/index" className="btn-primary mt-8">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
