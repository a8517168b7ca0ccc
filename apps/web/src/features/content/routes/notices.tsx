import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useArticles } from '../api/content-api.ts';
import { ArticleDetail } from '../components/article-detail-view.tsx';
import { ArticleList } from '../components/article-list.tsx';
import { QueryView } from '../components/query-view.tsx';
import { useIdParam } from '../components/use-id-param.ts';

const PAGE_SIZE = 10;

/** Announcements: the list, or one announcement when ?id= is given. */
export function Component() {
  const { t } = useTranslation('content');
  const id = useIdParam();
  const [page, setPage] = useState(1);
  const list = useArticles('Notice', page, PAGE_SIZE);
  if (id > 0) return <ArticleDetail kind="Notice" id={id} back="/notice" />;
  return (
    <Page title={t('notice.title')}>
      <QueryView query={list} lines={8}>
        {(data) => (
          <>
            <ArticleList items={data.items} hrefOf={(i) => `/notice?id=${i}`} />
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
