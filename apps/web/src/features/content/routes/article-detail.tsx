import { ArticleDetail } from '../components/article-detail-view.tsx';
import { useIdParam } from '../components/use-id-param.ts';

/** One news article (/setting-newdetail?id=). */
export function Component() {
  return <ArticleDetail kind="News" id={useIdParam()} back="/settingNew" />;
}
