import type { ArticleSummary, Lang } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';

export function ArticleList({ items, hrefOf }: { items: ArticleSummary[]; hrefOf: (id: number) => string }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return <EmptyBlock />;
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-panel">
      {items.map((a) => (
        <li key={a.id}>
          <Link to={hrefOf(a.id)} className="block px-4 py-4 transition hover:bg-panel-2 md:px-5">
            <div className="flex items-start gap-2">
              {a.pinned && (
                <span className="mt-0.5 shrink-0 rounded bg-brand/15 px-1.5 py-0.5 text-[11px] font-medium text-brand">
                  {t('pinned')}
                </span>
              )}
              <h3 className="font-medium leading-6">{a.title}</h3>
            </div>
            {a.summary && <p className="mt-1 line-clamp-2 text-sm text-mute">{a.summary}</p>}
            <p className="mt-2 text-xs text-mute">{formatDate(i18n.language as Lang, a.publishedAt)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
