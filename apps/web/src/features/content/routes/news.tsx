import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useArticles } from '../api/content-api.ts';
import { ArticleList } from '../components/article-list.tsx';
import { QueryView } from '../components/query-view.tsx';

const PAGE_SIZE = 10;

/** News list (/settingNew); each item opens /setting-newdetail?id=. */
export function Component() {
  const { t } = useTranslation('content');
  const [page, setPage] = useState(1);
  const list = useArticles('News', page, PAGE_SIZE);
  return (
    <Page title={t('news.title')}>
      <QueryView query={list} lines={8}>
        {(data) => (
          <>
            <ArticleList items={data.items} hrefOf={(i) => `/setting-newdetail?id=${i}`} />
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
