import type { SpotMarket, SpotOrder } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { ListTabs, ScopeToggle } from '../../../components/ui/list-tabs.tsx';
import { PagedRows } from '../../../components/ui/paged-rows.tsx';
import { useListPages } from '../../../components/ui/use-list-pages.ts';
import { useReportFailure } from '../../../components/ui/use-report-failure.ts';
import {
  ORDERS_PAGE_SIZE,
  type OrderList,
  spotActions,
  useRefreshSpot,
  useSpotOrders,
  useSpotTrades,
} from '../api/spot-api.ts';
import { useApplyAnsweredOrder } from '../api/spot-order-cache.ts';
import { useHistoryColumns, useOpenOrderColumns, useTradeColumns } from './order-columns.tsx';

const LISTS: readonly OrderList[] = ['open', 'history', 'trades'];
const TEST_IDS = { open: 'open-orders', history: 'order-history', trades: 'my-trades' } as const;

/** The user's open orders, finished orders and trades, in this market or in all of them. */
export function OrdersPanel({ market, markets }: { market: SpotMarket; markets: readonly SpotMarket[] }) {
  const { t } = useTranslation('spot');
  const [list, setList] = useState<OrderList>('open');
  const [allMarkets, setAllMarkets] = useState(false);
  // Another market or filter starts every list on its first page.
  const [pageOf, setPageOf] = useListPages<OrderList>(`${market.symbol}:${allMarkets}`);
  const page = pageOf(list);
  const setPage = (next: number) => setPageOf(list, next);
  const byKey = new Map(markets.map((m) => [m.symbol, m]));
  const params = { ...(allMarkets ? {} : { symbol: market.symbol }), page };
  return (
    <section className="card" aria-label={t('orders.label')}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 pt-3">
        <ListTabs
          lists={LISTS}
          list={list}
          onList={setList}
          label={t('orders.label')}
          nameOf={(l) => t(`orders.${l}`)}
          testIdPrefix="orders-tab"
          className="flex gap-4"
        />
        <ScopeToggle
          checked={allMarkets}
          onChange={setAllMarkets}
          label={t('orders.allMarkets')}
          testId="orders-all-markets"
        />
      </div>
      <div className="py-2" data-testid={TEST_IDS[list]}>
        {list === 'open' && (
          <OpenOrders
            market={market}
            markets={byKey}
            params={params}
            allMarkets={allMarkets}
            onPage={setPage}
          />
        )}
        {list === 'history' && (
          <OrderHistory markets={byKey} params={params} allMarkets={allMarkets} onPage={setPage} />
        )}
        {list === 'trades' && (
          <MyTrades markets={byKey} params={params} allMarkets={allMarkets} onPage={setPage} />
        )}
      </div>
    </section>
  );
}

interface ListProps {
  markets: ReadonlyMap<string, SpotMarket>;
  params: { symbol?: string; page: number };
  allMarkets: boolean;
  onPage: (page: number) => void;
}

/** The list settings every spot list shares: rows turn into a table from `md` on. */
const PAGING = { breakpoint: 'md', pageSize: ORDERS_PAGE_SIZE } as const;

function OpenOrders({ market, markets, params, allMarkets, onPage }: ListProps & { market: SpotMarket }) {
  const { t } = useTranslation('spot');
  const orders = useSpotOrders('open', params);
  const refresh = useRefreshSpot();
  const applyAnswered = useApplyAnsweredOrder();
  const report = useReportFailure();
  const [dialog, ask] = useConfirm();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const cancel = (order: SpotOrder) => {
    setPending((p) => new Set(p).add(order.id));
    spotActions
      .cancel(order.id)
      .then(
        // The answer is the cancelled order: it moves from the open list to the history.
        (cancelled) => void applyAnswered(cancelled),
        (error) => {
          // A refused cancel often means the list was behind (the order filled meanwhile).
          void refresh(market.symbol);
          report(error);
        },
      )
      .finally(() => setPending((p) => new Set([...p].filter((id) => id !== order.id))));
  };
  const cancelAll = async () => {
    const body = allMarkets
      ? t('confirm.cancelAllEverywhere')
      : t('confirm.cancelAllMarket', { market: `${market.base}/${market.quote}` });
    const ok = await ask({
      title: t('confirm.cancelAllTitle'),
      body,
      confirm: t('confirm.cancelAllOk'),
      danger: true,
    });
    if (!ok) return;
    // The answer counts the cancelled orders without listing them, so the lists are asked again.
    await spotActions
      .cancelAll(allMarkets ? undefined : market.symbol)
      .catch(report)
      .finally(() => void refresh(market.symbol));
  };
  const columns = useOpenOrderColumns(markets, allMarkets, { pending, run: cancel });
  return (
    <>
      {dialog}
      {orders.data !== undefined && orders.data.total > 0 && (
        <div className="flex justify-end px-4 pb-1">
          <button
            type="button"
            className="btn-danger h-8 px-3 text-xs"
            onClick={() => void cancelAll()}
            data-testid="orders-cancel-all"
          >
            {t('orders.cancelAll')}
          </button>
        </div>
      )}
      <PagedRows
        {...PAGING}
        query={orders}
        empty={t('orders.emptyOpen')}
        columns={columns}
        rowTestId="open-order-row"
        template={
          allMarkets
            ? 'md:grid-cols-[minmax(0,1.4fr)_minmax(0,0.9fr)_minmax(0,0.6fr)_minmax(0,0.7fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.1fr)_6rem]'
            : 'md:grid-cols-[minmax(0,1.4fr)_minmax(0,0.6fr)_minmax(0,0.7fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.1fr)_6rem]'
        }
        page={params.page}
        onPage={onPage}
      />
    </>
  );
}

function OrderHistory({ markets, params, allMarkets, onPage }: ListProps) {
  const { t } = useTranslation('spot');
  return (
    <PagedRows
      {...PAGING}
      query={useSpotOrders('history', params)}
      empty={t('orders.emptyHistory')}
      columns={useHistoryColumns(markets, allMarkets)}
      rowTestId="history-order-row"
      template={
        allMarkets
          ? 'md:grid-cols-[minmax(0,1.4fr)_minmax(0,0.9fr)_minmax(0,0.6fr)_minmax(0,0.7fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)]'
          : 'md:grid-cols-[minmax(0,1.4fr)_minmax(0,0.6fr)_minmax(0,0.7fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)]'
      }
      page={params.page}
      onPage={onPage}
    />
  );
}

function MyTrades({ markets, params, allMarkets, onPage }: ListProps) {
  const { t } = useTranslation('spot');
  return (
    <PagedRows
      {...PAGING}
      query={useSpotTrades(params)}
      empty={t('orders.emptyTrades')}
      columns={useTradeColumns(markets, allMarkets)}
      rowTestId="my-trade-row"
      template={
        allMarkets
          ? 'md:grid-cols-[minmax(0,1.4fr)_minmax(0,0.9fr)_minmax(0,0.6fr)_minmax(0,0.7fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1fr)]'
          : 'md:grid-cols-[minmax(0,1.4fr)_minmax(0,0.6fr)_minmax(0,0.7fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,1fr)]'
      }
      page={params.page}
      onPage={onPage}
    />
  );
}
