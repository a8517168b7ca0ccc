import { type Lang, PAGE_IDS } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { EmptyBlock } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { usePage, usePages } from '../api/content-api.ts';
import { QueryView } from '../components/query-view.tsx';
import { useIdParam } from '../components/use-id-param.ts';

/** Which page a path shows: fixed paths name their page, /text takes ?id= (spec section 1). */
const PAGE_BY_PATH: Record<string, number> = {
  '/about': PAGE_IDS.about,
  '/settingabout': PAGE_IDS.about,
  '/agrt': PAGE_IDS.agreement,
  '/useragreement': PAGE_IDS.agreement,
};

function PageList() {
  const { t } = useTranslation('content');
  const pages = usePages();
  return (
    <Page title={t('pages.allPages')}>
      <QueryView query={pages}>
        {(list) =>
          list.length === 0 ? (
            <EmptyBlock />
          ) : (
            <ul className="divide-y divide-line rounded-2xl border border-line bg-panel">
              {list.map((p) => (
                <li key={p.id}>
                  <Link to={`/text?id=${p.id}`} className="block px-5 py-4 hover:bg-panel-2">
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Page>
  );
}

export function Component() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const idParam = useIdParam();
  const id = PAGE_BY_PATH[pathname.toLowerCase()] ?? idParam;
  const page = usePage(id);
  if (id === 0) return <PageList />;
  return (
    <Page title={page.data?.title} back={pathname === '/settingAbout' ? '/setting' : undefined}>
      <QueryView query={page} lines={10}>
        {(p) => (
          <article className="card p-5 md:p-8" data-testid="text-page">
            <RichText text={p.body} />
            <p className="mt-8 text-xs text-mute">
              {t('updated', { date: formatDate(i18n.language as Lang, p.updatedAt) })}
            </p>
          </article>
        )}
      </QueryView>
    </Page>
  );
}
