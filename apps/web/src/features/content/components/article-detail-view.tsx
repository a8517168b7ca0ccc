import type { Lang } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useArticle } from '../api/content-api.ts';
import { MissingId } from './missing-id.tsx';
import { QueryView } from './query-view.tsx';

export function ArticleDetail({ kind, id, back }: { kind: 'News' | 'Notice'; id: number; back: string }) {
  const { t, i18n } = useTranslation();
  const article = useArticle(kind, id);
  if (id === 0)
    return (
      <Page back={back}>
        <MissingId back={back} />
      </Page>
    );
  return (
    <Page title={article.data?.title} back={back}>
      <QueryView query={article} lines={8}>
        {(a) => (
          <>
            <p className="-mt-2 mb-4 text-xs text-mute">
              {t('published', { date: formatDate(i18n.language as Lang, a.publishedAt) })}
            </p>
            <article className="card p-5 md:p-8" data-testid="article">
              <RichText text={a.body} />
            </article>
          </>
        )}
      </QueryView>
    </Page>
  );
}
