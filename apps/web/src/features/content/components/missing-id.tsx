import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A detail page opened without an item (no `?id=`, or one that is not a number): says the link is
 * incomplete and leads back to where the items are listed, instead of a bare empty placeholder.
 */
export function MissingId({ back, home = false }: { back: string; home?: boolean }) {
  const { t } = useTranslation('content');
  return (
    <div className="card space-y-4 p-6 text-center" data-testid="missing-id">
      <p className="text-sm text-ink">{t('missing.text')}</p>
      <Link to={back} className="btn-ghost" data-testid="missing-id-back">
        {home ? t('missing.backHome') : t('missing.backToList')}
      </Link>
    </div>
  );
}
