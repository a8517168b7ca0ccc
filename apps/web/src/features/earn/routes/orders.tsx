import type { EarnTier } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { ListTabs } from '../../../components/ui/list-tabs.tsx';
import { ScreenPage } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { useListPages } from '../../../components/ui/use-list-pages.ts';
import { earnQueries } from '../api/earn-api.ts';
import { TierTabs } from '../components/earn-page.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { useRedeemFlow } from '../components/redeem-dialog.tsx';
import { ORDER_LISTS, ORDERS_PAGE_SIZE, type OrderList } from '../model/orders.ts';
import { TIER_PATHS, tierOfPath } from '../model/tiers.ts';

/**
 * /profit_wdtg and /vip_wdtg: the customer's escrow orders of one line, open or ended, a page at a
 * time, with an early redemption on the orders that allow one.
 */
export function Component() {
  const { t } = useTranslation('earn');
  const location = useLocation();
  const tier = tierOfPath(location.pathname);
  return (
    <ScreenPage stacked title={t(`orders.title.${tier}`)} back={TIER_PATHS[tier].index} testId="earn-orders">
      <TierTabs tier={tier} screen="orders" />
      <OrderLists key={tier} tier={tier} />
    </ScreenPage>
  );
}

function OrderLists({ tier }: { tier: EarnTier }) {
  const { t, i18n } = useTranslation('earn');
  const [list, setList] = useState<OrderList>('open');
  const [pageOf, setPageOf] = useListPages<OrderList>(tier);
  const page = pageOf(list);
  const orders = useQuery(earnQueries.orders(i18n.language, tier, list, page));
  const redeem = useRedeemFlow(orders);
  return (
    <div>
      <ListTabs
        lists={ORDER_LISTS}
        list={list}
        onList={setList}
        label={t('orders.lists')}
        nameOf={(l) => t(`orders.${l}`)}
        testIdPrefix="earn-orders-tab"
        className="mb-4 flex gap-6 border-b border-line"
      />
      {orders.isPending ? (
        <Card>
          <LoadingBlock lines={5} />
        </Card>
      ) : orders.isError ? (
        <ErrorBlock onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <Card testId="earn-orders-empty">
          <EmptyBlock text={list === 'open' ? t('orders.emptyOpen') : t('orders.emptyEnded')} />
          <div className="text-center">
            <Link to={TIER_PATHS[tier].index} className="link text-sm">
              {t('orders.products')}
            </Link>
          </div>
        </Card>
      ) : (
        <div className={`space-y-3 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
          {orders.data.items.map((order) => (
            <OrderCard key={order.id} order={order} onRedeem={redeem.open} />
          ))}
          <Pager
            page={page}
            pageSize={ORDERS_PAGE_SIZE}
            total={orders.data.total}
            onPage={(next) => setPageOf(list, next)}
          />
        </div>
      )}
      {redeem.dialog}
    </div>
  );
}
