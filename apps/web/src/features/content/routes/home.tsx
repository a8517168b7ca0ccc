import type { Banner, HomeContent } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CardIcon,
  ChartIcon,
  ClockIcon,
  type IconComponent,
  SavingsIcon,
  SecurityIcon,
  SwapIcon,
} from '../../../components/ui/icons.tsx';
import { EmptyBlock } from '../../../components/ui/states.tsx';
import { useArticles, useBanners, useHelp, useHome } from '../api/content-api.ts';
import { ArticleList } from '../components/article-list.tsx';
import { QueryView } from '../components/query-view.tsx';

const FEATURE_ICONS: Record<string, IconComponent> = {
  spot: ChartIcon,
  contracts: SwapIcon,
  'fixed-term': ClockIcon,
  earn: SavingsIcon,
  c2c: CardIcon,
  security: SecurityIcon,
};

/** A feature the operator names without an icon of its own is drawn with the spot one. */
function FeatureIcon({ feature }: { feature: string }) {
  const Drawn = FEATURE_ICONS[feature] ?? ChartIcon;
  return <Drawn className="size-7 text-brand" round />;
}

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
                  <FeatureIcon feature={f.key} />
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
