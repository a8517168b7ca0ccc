import type { BasketRisk } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { ScreenPage } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyBlock, QueryView } from '../../../components/ui/states.tsx';
import { basketQueries, TRADES_PAGE_SIZE } from '../api/baskets-api.ts';
import { RiskTabs } from '../components/basket-page.tsx';
import { PositionCard } from '../components/position-card.tsx';
import { TradeCard } from '../components/trade-card.tsx';
import { BASKETS_PATH, riskOfPath } from '../model/paths.ts';

/**
 * /etflow_wdtg (low-risk) and /etf_wdtg (balanced): the customer's units of the baskets of one
 * risk, valued at the NAV now, and their purchases and redemptions, a page at a time, each with
 * the NAV it used and the prices that NAV came from.
 */
export function Component() {
  const { t } = useTranslation('baskets');
  const location = useLocation();
  const risk = riskOfPath(location.pathname);
  return (
    <ScreenPage stacked title={t(`holdings.title.${risk}`)} back={BASKETS_PATH} testId="baskets-holdings">
      <RiskTabs risk={risk} />
      <Positions key={`p-${risk}`} risk={risk} />
      <Trades key={`t-${risk}`} risk={risk} />
    </ScreenPage>
  );
}

function Positions({ risk }: { risk: BasketRisk }) {
  const { t, i18n } = useTranslation('baskets');
  const positions = useQuery(basketQueries.positions(i18n.language, risk));
  return (
    <section className="space-y-3" aria-label={t('holdings.positions')}>
      <h2 className="text-base font-semibold">{t('holdings.positions')}</h2>
      <QueryView query={positions} lines={4}>
        {(items) =>
          items.length === 0 ? (
            <Card testId="baskets-positions-empty">
              <EmptyBlock text={t('holdings.empty')} />
              <div className="text-center">
                <Link to={BASKETS_PATH} className="link text-sm">
                  {t('holdings.see')}
                </Link>
              </div>
            </Card>
          ) : (
            <div className="space-y-3">
              {items.map((p) => (
                <PositionCard key={p.basket_id} position={p} />
              ))}
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

function Trades({ risk }: { risk: BasketRisk }) {
  const { t, i18n } = useTranslation('baskets');
  const [page, setPage] = useState(1);
  const trades = useQuery(basketQueries.trades(i18n.language, risk, page));
  return (
    <section className="space-y-3" aria-label={t('history.title')}>
      <h2 className="text-base font-semibold">{t('history.title')}</h2>
      <QueryView query={trades} lines={5}>
        {(data) =>
          data.items.length === 0 ? (
            <Card testId="baskets-trades-empty">
              <EmptyBlock text={t('history.empty')} />
            </Card>
          ) : (
            <div className={`space-y-3 ${trades.isPlaceholderData ? 'opacity-60' : ''}`}>
              {data.items.map((trade) => (
                <TradeCard key={trade.id} trade={trade} />
              ))}
              <Pager page={page} pageSize={TRADES_PAGE_SIZE} total={data.total} onPage={setPage} />
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
