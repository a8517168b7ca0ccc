import type { EarnTier } from '@platform/contract';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { ScreenPage } from '../../../components/ui/page.tsx';
import { EmptyBlock, QueryView } from '../../../components/ui/states.tsx';
import { authPath } from '../../../lib/return-path.ts';
import { session } from '../../../lib/session.ts';
import { useEarnProducts } from '../api/earn-api.ts';
import { TierTabs } from '../components/earn-page.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { ReservePanel } from '../components/reserve-panel.tsx';
import { TotalsCard } from '../components/totals-card.tsx';
import { TIER_PATHS, tierOfPath } from '../model/tiers.ts';

function useLoggedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isLoggedIn, () => false);
}

/**
 * /profit_index (AI earning, top navigation "Earn") and /vip_index: the products of one line with
 * the reserve that pays their yield. Visitors see the products and the rules; a customer also sees
 * what they hold and a link to their orders.
 */
export function Component() {
  const { t } = useTranslation('earn');
  const location = useLocation();
  const tier = tierOfPath(location.pathname);
  const loggedIn = useLoggedIn();
  return (
    <ScreenPage stacked title={t(`index.title.${tier}`)} wide testId="earn-index">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-72">
          <TierTabs tier={tier} screen="index" />
        </div>
        {loggedIn ? (
          <Link to={TIER_PATHS[tier].orders} className="link text-sm" data-testid="earn-my-orders">
            {t('index.myOrders')} ›
          </Link>
        ) : (
          <p className="text-sm text-mute">
            {t('index.loginHint')}{' '}
            <Link to={authPath('/login', location.pathname)} className="link" data-testid="earn-login">
              {t('index.login')}
            </Link>
          </p>
        )}
      </div>
      {loggedIn && <TotalsCard />}
      <BasketsLink />
      <ProductList tier={tier} />
    </ScreenPage>
  );
}

/** ETF baskets are served with earning (route table): the Earn tab leads to them too. */
function BasketsLink() {
  const { t } = useTranslation('earn');
  return (
    <Link
      to="/etflow_buy"
      className="card flex items-center justify-between gap-4 px-4 py-3 hover:bg-panel-2"
      data-testid="earn-baskets-link"
    >
      <span className="min-w-0">
        <span className="block text-[15px] font-semibold">{t('index.baskets.title')}</span>
        <span className="block text-sm text-mute">{t('index.baskets.text')}</span>
      </span>
      <span className="shrink-0 text-sm text-brand">{t('index.baskets.open')} ›</span>
    </Link>
  );
}

function ProductList({ tier }: { tier: EarnTier }) {
  const { t, i18n } = useTranslation('earn');
  const list = useEarnProducts(i18n.language, tier);
  return (
    <QueryView query={list} lines={8}>
      {({ products, reserve }) => (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
          <div className="space-y-3">
            <p className="text-sm leading-6 text-mute">{t('index.intro')}</p>
            {products.length === 0 ? (
              <Card testId="earn-empty">
                <EmptyBlock text={t('index.empty')} />
              </Card>
            ) : (
              <div className="grid gap-4 md:grid-cols-2">
                {products.map((p) => (
                  <ProductCard key={p.id} product={p} />
                ))}
              </div>
            )}
          </div>
          <ReservePanel reserve={reserve} className="lg:sticky lg:top-20" />
        </div>
      )}
    </QueryView>
  );
}
