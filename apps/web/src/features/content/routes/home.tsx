import type { Banner, HomeContent } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/ui/states.tsx';
import { useArticles, useBanners, useHelp, useHome } from '../api/content-api.ts';
import { ArticleList } from '../components/article-list.tsx';
import { QueryView } from '../components/query-view.tsx';

const FEATURE_ICONS: Record<string, string> = {
  spot: 'M4 19h16M6 15l4-5 3 3 5-7',
  contracts: 'M7 4v14m0 0l-3-3m3 3l3-3M17 20V6m0 0l-3 3m3-3l3 3',
  'fixed-term': 'M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z',
  earn: 'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6',
  c2c: 'M3 10h18M5 6h14a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2V8a2 2 0 012-2z',
  security: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
};

/** `next` replaces the sign-up call to action: the next steps of a logged-in customer. */
function Hero({ home, next }: { home: HomeContent; next: ReactNode }) {
  const { t } = useTranslation('content');
  return (
    <section className="relative overflow-hidden border-b border-line">
      <div className="pointer-events-none absolute -top-40 right-0 size-[520px] rounded-full bg-brand/10 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-20">
        <h1
          className="max-w-2xl text-3xl leading-tight font-bold tracking-tight md:text-5xl"
          data-testid="hero-title"
        >
          {home.heroTitle}
        </h1>
        <p className="mt-4 max-w-2xl text-[15px] leading-7 text-mute md:text-lg">{home.heroSubtitle}</p>
        {next ?? (
          <div className="mt-7 flex flex-wrap gap-3">
            <Link to="/register" className="btn-primary px-5 py-2.5" data-testid="cta-register">
              {t('home.ctaStart')}
            </Link>
            <Link to="/market" className="btn-ghost px-5 py-2.5">
              {t('home.ctaMarkets')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

function Banners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:px-0">
      {banners.map((b, i) => (
        <Link
          key={b.id}
          to={`/bannerDetail?id=${b.id}`}
          data-testid="banner"
          className={`card min-w-[78%] snap-start p-5 transition hover:border-brand/50 md:min-w-0 ${
            [
              'bg-gradient-to-br from-brand/20 to-panel',
              'bg-gradient-to-br from-up/15 to-panel',
              'bg-gradient-to-br from-sky-500/15 to-panel',
            ][i % 3]
          }`}
        >
          <h3 className="font-semibold">{b.title}</h3>
          <p className="mt-1.5 text-sm text-mute">{b.subtitle}</p>
        </Link>
      ))}
    </div>
  );
}

function Section({ title, more, children }: { title: string; more?: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <div className="mb-4 flex items-baseline justify-between">
        <h2 className="text-lg font-semibold md:text-xl">{title}</h2>
        {more && (
          <Link to={more} className="text-sm text-brand hover:underline">
            {t('viewAll')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export function Component({ next }: { next?: ReactNode }) {
  const { t } = useTranslation('content');
  const home = useHome();
  const banners = useBanners();
  const notices = useArticles('Notice', 1, 3);
  const news = useArticles('News', 1, 4);
  const help = useHelp();
  return (
    <div data-testid="home">
      <QueryView query={home} lines={3}>
        {(h) => (
          <>
            <Hero home={h} next={next} />
            {h.figures.length > 0 && (
              <Section title={t('home.figuresTitle')}>
                <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
                  {h.figures.map((f) => (
                    <div key={f.key} className="card p-4">
                      <dt className="text-xs text-mute">{f.label}</dt>
                      <dd className="mt-1 text-2xl font-bold">{f.value}</dd>
                    </div>
                  ))}
                </dl>
              </Section>
            )}
          </>
        )}
      </QueryView>
      <div className="mx-auto max-w-6xl px-4 pt-6 md:px-6 md:pt-10">
        <QueryView query={banners} lines={2}>
          {(b) => <Banners banners={b} />}
        </QueryView>
      </div>
      <Section title={t('home.noticesTitle')} more="/notice">
        <QueryView query={notices} lines={3}>
          {(d) => <ArticleList items={d.items} hrefOf={(id) => `/notice?id=${id}`} />}
        </QueryView>
      </Section>
      <Section title={t('home.featuresTitle')}>
        <QueryView query={home} lines={4}>
          {(h) => (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {h.features.map((f) => (
                <div key={f.key} className="card p-5" data-testid="feature">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-7 text-brand"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={FEATURE_ICONS[f.key] ?? FEATURE_ICONS.spot} />
                  </svg>
                  <h3 className="mt-3 font-semibold">{f.title}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-mute">{f.text}</p>
                </div>
              ))}
            </div>
          )}
        </QueryView>
      </Section>
      <Section title={t('home.newsTitle')} more="/settingNew">
        <QueryView query={news} lines={4}>
          {(d) => <ArticleList items={d.items} hrefOf={(id) => `/setting-newdetail?id=${id}`} />}
        </QueryView>
      </Section>
      <Section title={t('home.helpTitle')} more="/help">
        <QueryView query={help} lines={3}>
          {(items) =>
            items.length === 0 ? (
              <EmptyBlock />
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                {items.slice(0, 6).map((i) => (
                  <Link
                    key={i.id}
                    to={`/helpDetail?id=${i.id}`}
                    className="card px-4 py-3 text-sm hover:border-brand/50"
                  >
                    {i.title}
                  </Link>
                ))}
              </div>
            )
          }
        </QueryView>
      </Section>
      <section className="mx-auto max-w-6xl px-4 pt-4 pb-12 md:px-6">
        <div className="card flex flex-col items-start gap-4 bg-gradient-to-r from-brand/15 to-panel p-6 md:flex-row md:items-center md:justify-between md:p-8">
          <div>
            <h2 className="text-lg font-semibold">{t('home.downloadTitle')}</h2>
            <p className="mt-1 max-w-xl text-sm text-mute">{t('home.downloadText')}</p>
          </div>
          <Link to="/downLoad" className="btn-primary">
            {t('download.openInBrowser')}
          </Link>
        </div>
      </section>
    </div>
  );
}
