import type { Lang } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useHelp, useHelpArticle } from '../api/content-api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { QueryView } from '../components/query-view.tsx';
import { useIdParam } from '../components/use-id-param.ts';
import { helpTopicLabel } from '../model/help-topics.ts';

export function Component() {
  const { t, i18n } = useTranslation('content');
  const common = useTranslation().t;
  const id = useIdParam();
  const { pathname } = useLocation();
  const inUserCentre = pathname === '/settingHelpdetail';
  const listPath = inUserCentre ? '/settingHelp' : '/help';
  const article = useHelpArticle(id);
  const related = useHelp(article.data?.category);
  if (id === 0)
    return (
      <Page title={t('help.title')} back={listPath}>
        <MissingId back={listPath} />
      </Page>
    );
  return (
    <Page title={article.data?.title} back={listPath}>
      <QueryView query={article} lines={8}>
        {(a) => (
          <>
            <p className="-mt-2 mb-4 text-xs text-mute">
              {t(helpTopicLabel(a.category))} ·{' '}
              {common('updated', { date: formatDate(i18n.language as Lang, a.updatedAt) })}
            </p>
            <article className="card p-5 md:p-8" data-testid="help-article">
              <RichText text={a.body} />
            </article>
            {related.data && related.data.length > 1 && (
              <section className="mt-8">
                <h2 className="mb-3 text-sm font-semibold text-mute">{t('help.related')}</h2>
                <ul className="space-y-2">
                  {related.data
                    .filter((r) => r.id !== a.id)
                    .map((r) => (
                      <li key={r.id}>
                        <Link
                          to={`${inUserCentre ? '/settingHelpdetail' : '/helpDetail'}?id=${r.id}`}
                          className="text-[15px] text-brand hover:underline"
                        >
                          {r.title}
                        </Link>
                      </li>
                    ))}
                </ul>
              </section>
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}
