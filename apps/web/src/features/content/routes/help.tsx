import { HELP_CATEGORIES, type HelpCategory } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { EmptyBlock } from '../../../components/ui/states.tsx';
import { useHelp } from '../api/content-api.ts';
import { QueryView } from '../components/query-view.tsx';
import { helpTopicLabel, helpTopics } from '../model/help-topics.ts';

const isCategory = (v: string | null): v is HelpCategory => HELP_CATEGORIES.includes(v as HelpCategory);

/** Help centre: topics as chips, articles grouped by topic (/help, and /settingHelp in the user centre). */
export function Component() {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const help = useHelp(category);
  // The chips come from every served article, so a topic with nothing to read is never offered.
  const topics = helpTopics(useHelp().data ?? []);
  const detailPath = pathname === '/settingHelp' ? '/settingHelpdetail' : '/helpDetail';
  const chip = (active: boolean) =>
    `shrink-0 rounded-full border px-3.5 py-1.5 text-sm transition ${active ? 'border-brand bg-brand/10 text-brand' : 'border-line text-mute hover:text-ink'}`;
  return (
    <Page title={t('help.title')} wide>
      <p className="-mt-2 mb-5 max-w-2xl text-sm text-mute">{t('help.subtitle')}</p>
      <div className="-mx-4 mb-6 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
        <button type="button" className={chip(!category)} onClick={() => setParams({})}>
          {t('help.all')}
        </button>
        {topics.map((c) => (
          <button
            key={c}
            type="button"
            className={chip(c === category)}
            onClick={() => setParams({ category: c })}
            data-testid="help-chip"
          >
            {t(helpTopicLabel(c))}
          </button>
        ))}
      </div>
      <QueryView query={help} lines={8}>
        {(items) =>
          items.length === 0 ? (
            <EmptyBlock />
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {helpTopics(items).map((c) => (
                <section key={c} className="card p-4 md:p-5" data-testid="help-topic">
                  <h2 className="mb-2 text-sm font-semibold tracking-wide text-brand uppercase">
                    {t(helpTopicLabel(c))}
                  </h2>
                  <ul className="divide-y divide-line">
                    {items
                      .filter((i) => i.category === c)
                      .map((i) => (
                        <li key={i.id}>
                          <Link
                            to={`${detailPath}?id=${i.id}`}
                            className="flex items-center justify-between gap-3 py-3 text-[15px] hover:text-brand"
                          >
                            {i.title}
                            <span aria-hidden="true" className="text-mute">
                              ›
                            </span>
                          </Link>
                        </li>
                      ))}
                  </ul>
                </section>
              ))}
            </div>
          )
        }
      </QueryView>
      <p className="mt-8 text-center text-sm text-mute">{t('help.contact')}</p>
    </Page>
  );
}
