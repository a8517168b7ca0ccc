import { useTranslation } from 'react-i18next';

/** Previous and next page of a record list; hidden when everything fits one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="mt-5 flex items-center justify-between text-sm" data-testid="pager">
      <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span className="text-mute">{t('pager.page', { page, pages })}</span>
      <button type="button" className="btn-ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </div>
  );
}
