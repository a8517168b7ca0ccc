import type { Page, SpotMarket, SpotOrder } from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiRefusal, NetworkError } from '../../../lib/api-client.ts';
import {
  ORDERS_PAGE_SIZE,
  type OrderList,
  spotActions,
  useRefreshSpot,
  useSpotOrders,
  useSpotTrades,
} from '../api/spot-api.ts';
import { useHistoryColumns, useOpenOrderColumns, useTradeColumns } from './order-columns.tsx';
import { type Column, RowList } from './row-list.tsx';

const LISTS: readonly OrderList[] = ['open', 'history', 'trades'];
const TEST_IDS = { open: 'open-orders', history: 'order-history', trades: 'my-trades' } as const;

/**
 * Refusals were toasted by the API client already; a request that never got an answer is
 * toasted here, because the client stays silent about those. Anything else is a bug and goes on.
 */
function useReportFailure() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof NetworkError) showToast('warning', t('errors.network'));
    else if (!(error instanceof ApiRefusal)) throw error;
  };
}

/** The user's open orders, finished orders and trades, in this market or in all of them. */
export function OrdersPanel({ market, markets }: { market: SpotMarket; markets: readonly SpotMarket[] }) {
  const { t } = useTranslation('spot');
  const [list, setList] = useState<OrderList>('open');
  const [allMarkets, setAllMarkets] = useState(false);
  const [pages, setPages] = useState({ open: 1, history: 1, trades: 1, key: '' });
  const key = `${market.symbol}:${allMarkets}`;
  // Another market or filter starts every list on its first page.
  const page = pages.key === key ? pages[list] : 1;
  const setPage = (next: number) =>
    setPages((p) => ({ ...(p.key === key ? p : { open: 1, history: 1, trades: 1 }), [list]: next, key }));
  const byKey = new Map(markets.map((m) => [m.symbol, m]));
  const params = { ...(allMarkets ? {} : { symbol: market.symbol }), page };
  return (
    <section className="card" aria-label={t('orders.label')}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 pt-3">
        <div role="tablist" aria-label={t('orders.label')} className="flex gap-4">
          {LISTS.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={list === l}
              onClick={() => setList(l)}
              data-testid={`orders-tab-${l}`}
              className={`-mb-px border-b-2 pb-2.5 text-sm font-medium ${list === l ? 'border-brand text-ink' : 'border-transparent text-mute hover:text-ink'}`}
            >
              {t(`orders.${l}`)}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 pb-2.5 text-xs text-mute">
          <input
            type="checkbox"
            checked={allMarkets}
            onChange={(e) => setAllMarkets(e.target.checked)}
            className="size-4 accent-brand"
            data-testid="orders-all-markets"
          />
          {t('orders.allMarkets')}
        </label>
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

/**
 * One page of a list with its loading, failure and empty states and the pager; the previous page
 * stays visible, dimmed, while the next one loads.
 */
function PagedRows<T extends { id: number }>({
  query,
  empty,
  columns,
  rowTestId,
  template,
  page,
  onPage,
}: {
  query: UseQueryResult<Page<T>>;
  empty: string;
  columns: readonly Column<T>[];
  rowTestId: string;
  template: string;
  page: number;
  onPage: (page: number) => void;
}) {
  if (query.isPending)
    return (
      <div className="px-4">
        <LoadingBlock lines={4} />
      </div>
    );
  if (query.isError)
    return (
      <div className="px-4">
        <ErrorBlock onRetry={() => void query.refetch()} />
      </div>
    );
  const { items, total } = query.data;
  return (
    <div className={query.isPlaceholderData ? 'opacity-60' : ''}>
      {items.length === 0 ? (
        <EmptyBlock text={empty} />
      ) : (
        <RowList
          columns={columns}
          rows={items}
          rowKey={(r) => r.id}
          rowTestId={rowTestId}
          template={template}
        />
      )}
      <div className="px-4">
        <Pager page={page} pageSize={ORDERS_PAGE_SIZE} total={total} onPage={onPage} />
      </div>
    </div>
  );
}

function OpenOrders({ market, markets, params, allMarkets, onPage }: ListProps & { market: SpotMarket }) {
  const { t } = useTranslation('spot');
  const orders = useSpotOrders('open', params);
  const refresh = useRefreshSpot();
  const report = useReportFailure();
  const [dialog, ask] = useConfirm();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const cancel = (order: SpotOrder) => {
    setPending((p) => new Set(p).add(order.id));
    spotActions
      .cancel(order.id)
      .catch(report)
      .finally(() => {
        setPending((p) => new Set([...p].filter((id) => id !== order.id)));
        void refresh(market.symbol);
      });
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
