import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { ScreenPage } from '../../../components/ui/page.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock, QueryView } from '../../../components/ui/states.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { authPath } from '../../../lib/return-path.ts';
import { session } from '../../../lib/session.ts';
import { LIVE_HOURS, useBasketDetail, useBasketList } from '../api/baskets-api.ts';
import { BasketOverview } from '../components/basket-overview.tsx';
import { BasketPicker } from '../components/basket-picker.tsx';
import { BasketRules } from '../components/basket-rules.tsx';
import { ComponentsTable } from '../components/components-table.tsx';
import { TradePanel } from '../components/trade-panel.tsx';
import {
  basketIdOf,
  DEFAULT_HISTORY_HOURS,
  type HistoryHours,
  HOLDINGS_PATHS,
  selectedBasket,
} from '../model/paths.ts';

function useLoggedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isLoggedIn, () => false);
}

/**
 * /etflow_buy (?id=N): the ETF baskets, low-risk and balanced, and the one chosen in full: its
 * value per unit now and over time, what it holds with each price's source and time, its fees and
 * rules, and buying or selling units at the NAV on screen. Public: a visitor reads it all and is
 * asked to log in to trade.
 */
export function Component() {
  const { t, i18n } = useTranslation('baskets');
  const [search] = useSearchParams();
  const list = useBasketList(i18n.language);
  return (
    <ScreenPage stacked title={t('title')} wide testId="baskets-index">
      <QueryView query={list} lines={8}>
        {({ baskets }) => {
          const selected = selectedBasket(baskets, basketIdOf(search));
          if (selected === null)
            return (
              <Card testId="baskets-empty">
                <EmptyBlock text={t('list.empty')} />
              </Card>
            );
          return (
            <>
              <Header risk={selected.risk} />
              <BasketPicker baskets={baskets} selectedId={selected.id} />
              <BasketScreen key={selected.id} id={selected.id} />
            </>
          );
        }}
      </QueryView>
    </ScreenPage>
  );
}

function Header({ risk }: { risk: 'low' | 'balanced' }) {
  const { t } = useTranslation('baskets');
  const location = useLocation();
  const loggedIn = useLoggedIn();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="max-w-3xl text-sm leading-6 text-mute">{t('intro')}</p>
      {loggedIn ? (
        <Link to={HOLDINGS_PATHS[risk]} className="link shrink-0 text-sm" data-testid="baskets-my-holdings">
          {t('myHoldings')} ›
        </Link>
      ) : (
        <p className="shrink-0 text-sm text-mute">
          <Link
            to={authPath('/login', location.pathname + location.search)}
            className="link"
            data-testid="baskets-login"
          >
            {t('login.login')}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * One basket: read every few seconds with an hour of history (the NAV, the prices, the customer's
 * numbers), and with the span the chart shows under its own, slower key.
 */
function BasketScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation('baskets');
  const [hours, setHours] = useState<HistoryHours>(DEFAULT_HISTORY_HOURS);
  const live = useBasketDetail(i18n.language, id, LIVE_HOURS);
  const chart = useBasketDetail(i18n.language, id, hours);
  if (live.isPending)
    return (
      <Card>
        <LoadingBlock lines={10} />
      </Card>
    );
  if (live.isError) {
    if (live.error instanceof ApiRefusal && live.error.reason === 'BASKET_NOT_FOUND')
      return (
        <Card testId="baskets-not-found">
          <EmptyBlock text={t('list.notFound')} />
        </Card>
      );
    return <ErrorBlock onRetry={() => void live.refetch()} />;
  }
  const detail = live.data;
  const refetch = async () => (await live.refetch()).data;
  return (
    // On a phone the trade panel follows the NAV and its chart; on a wide screen it stays beside them.
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_420px]">
      <div className="min-w-0 lg:col-start-1">
        <BasketOverview live={detail} history={chart.data?.history ?? []} hours={hours} onHours={setHours} />
      </div>
      <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start">
        <TradePanel detail={detail} refetch={refetch} />
      </div>
      <div className="min-w-0 lg:col-start-1">
        <ComponentsTable basket={detail.basket} />
      </div>
      <div className="min-w-0 lg:col-start-1">
        <BasketRules detail={detail} />
      </div>
    </div>
  );
}
