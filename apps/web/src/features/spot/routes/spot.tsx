import type { KlinePeriod, SpotMarket } from '@platform/contract';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { KlineChart } from '../../../components/chart/kline-chart.tsx';
import { PeriodTabs, periodOf } from '../../../components/chart/period-tabs.tsx';
import { Notice, Segmented } from '../../../components/ui/form-controls.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import {
  PhoneTradeBar,
  TRADE_BAR_SPACE,
  TradeSheet,
  useIsPhone,
} from '../../../components/ui/trade-sheet.tsx';
import { TradeSwitch } from '../../../components/ui/trade-switch.tsx';
import { session } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { useMarketDetail, useSpotDepth, useSpotMarkets } from '../api/spot-api.ts';
import { useSpotLive } from '../api/spot-live.ts';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { MarketHeader } from '../components/market-header.tsx';
import { OrderBook } from '../components/order-book.tsx';
import { OrderForm } from '../components/order-form.tsx';
import { OrdersPanel } from '../components/orders-panel.tsx';
import { RecentTrades } from '../components/recent-trades.tsx';
import type { PickedPrice } from '../components/use-order-form.ts';
import { bestTicks } from '../model/depth.ts';
import type { SpotSide } from '../model/order-math.ts';

const PERIOD_KEY = 'spot.period';
const DEFAULT_PERIOD: KlinePeriod = '15m';
type View = 'chart' | 'book' | 'trades';

function storedPeriod(): KlinePeriod {
  return periodOf(storage.get(PERIOD_KEY), DEFAULT_PERIOD);
}

function useLoggedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isLoggedIn, () => false);
}

/**
 * /currencyTrade (and /currencyTrade?symbol=ETHUSDT): spot trading on the platform's own books.
 * Everyone sees the book, the trades and the chart; a logged-in user also gets the order form
 * and their orders. On phones the book, trades and chart share one place behind tabs.
 */
export function Component() {
  const { t } = useTranslation('spot');
  const [search, setSearch] = useSearchParams();
  const markets = useSpotMarkets();
  const frame = (content: ReactNode) => (
    <div
      className={`mx-auto w-full max-w-[1600px] px-3 pt-3 md:px-4 ${TRADE_BAR_SPACE}`}
      data-testid="spot-page"
    >
      <h1 className="sr-only">{t('title')}</h1>
      <TradeSwitch current="spot" />
      {content}
    </div>
  );
  if (markets.isPending) return frame(<LoadingBlock lines={10} />);
  if (markets.isError) return frame(<ErrorBlock onRetry={() => void markets.refetch()} />);
  const asked = search.get('symbol')?.toUpperCase() ?? null;
  const market = markets.data.find((m) => m.symbol === (asked ?? markets.data[0]?.symbol));
  if (asked !== null && !market) return frame(<NotTraded symbol={asked} markets={markets.data} />);
  if (!market) return frame(<EmptyBlock text={t('market.none')} />);
  return frame(
    <SpotScreen
      key={market.symbol}
      market={market}
      markets={markets.data}
      onSelect={(symbol) => setSearch({ symbol })}
    />,
  );
}

/** A pair asked for in the address that the spot market does not trade, with the pairs it does. */
function NotTraded({ symbol, markets }: { symbol: string; markets: readonly SpotMarket[] }) {
  const { t } = useTranslation('spot');
  return (
    <section className="card mx-auto max-w-xl space-y-4 p-5" data-testid="spot-not-traded">
      <Notice tone="warn">{t('market.notTraded', { symbol })}</Notice>
      {markets.length === 0 ? (
        <p className="text-sm text-mute">{t('market.none')}</p>
      ) : (
        <>
          <p className="text-sm text-mute">{t('market.choose')}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {markets.map((m) => (
              <li key={m.symbol}>
                <Link
                  to={`/currencyTrade?symbol=${encodeURIComponent(m.symbol)}`}
                  className="flex items-center justify-between rounded-lg border border-line px-4 py-3 hover:bg-panel-2"
                  data-testid={`spot-choose-${m.symbol}`}
                >
                  <span className="font-semibold">
                    {m.base}
                    <span className="font-normal text-mute">/{m.quote}</span>
                  </span>
                  <span aria-hidden="true" className="text-mute">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const FORM_ID = 'spot-order-form';

/**
 * The first stop of the desktop screen for a keyboard: past the market list, the chart and the
 * order book straight to the order form (hidden until it has the focus).
 */
function SkipToForm() {
  const { t } = useTranslation('spot');
  return (
    <a
      href={`#${FORM_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(FORM_ID)?.focus();
      }}
      className="btn-primary sr-only focus:not-sr-only focus:absolute focus:z-50"
      data-testid="spot-skip-to-form"
    >
      {t('skipToForm')}
    </a>
  );
}

function SpotScreen({
  market,
  markets,
  onSelect,
}: {
  market: SpotMarket;
  markets: readonly SpotMarket[];
  onSelect: (symbol: string) => void;
}) {
  const { t, i18n } = useTranslation('spot');
  const loggedIn = useLoggedIn();
  const [period, setPeriod] = useState<KlinePeriod>(storedPeriod);
  const [view, setView] = useState<View>('book');
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const phone = useIsPhone();
  const [sheet, setSheet] = useState<SpotSide | null>(null);
  const live = useSpotLive(market.symbol, period, i18n.language);
  const detail = useMarketDetail(market.symbol);
  const depth = useSpotDepth(market.symbol);
  const quote = live.quote ?? detail.data?.quote ?? undefined;
  const lastTrade = depth.data?.trades[0]?.price;
  const best = {
    bidTicks: bestTicks(depth.data?.bids ?? [], market.price_scale),
    askTicks: bestTicks(depth.data?.asks ?? [], market.price_scale),
  };
  const choosePeriod = (p: KlinePeriod) => {
    setPeriod(p);
    storage.set(PERIOD_KEY, p);
  };
  const shown = (v: View) => (view === v ? '' : 'hidden lg:block');
  return (
    <div className="space-y-3">
      {!phone && loggedIn && <SkipToForm />}
      <MarketHeader
        markets={markets}
        market={market}
        quote={quote}
        lastTrade={lastTrade}
        onSelect={onSelect}
      />
      <div className="lg:hidden">
        <Segmented
          value={view}
          label={t('view.label')}
          onChange={setView}
          options={[
            { value: 'chart', label: t('view.chart') },
            { value: 'book', label: t('view.book') },
            { value: 'trades', label: t('view.trades') },
          ]}
        />
      </div>
      <div className="grid gap-3 lg:grid-cols-[minmax(250px,300px)_minmax(0,1fr)_minmax(250px,300px)]">
        <div className={`${shown('book')} lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start`}>
          <OrderBook
            market={market}
            depth={depth.data}
            failed={depth.isError}
            indexPrice={quote?.last}
            onPick={(price) => {
              setPicked((p) => ({ price, nonce: (p?.nonce ?? 0) + 1 }));
              // On a phone the form is in the sheet: a price taken from the book opens it.
              if (phone) setSheet((side) => side ?? 'buy');
            }}
          />
        </div>
        <section
          className={`${shown('chart')} card overflow-hidden p-2 lg:col-start-2 lg:row-start-1 lg:p-3`}
          aria-label={t('chart.label', { symbol: market.symbol })}
        >
          <PeriodTabs
            value={period}
            onChange={choosePeriod}
            label={t('chart.periods')}
            testIdPrefix="spot-period"
          />
          <div className="mt-2">
            <KlineChart
              symbol={market.symbol}
              period={period}
              scales={{ priceScale: market.price_scale, quantityScale: market.quantity_scale }}
              live={live.candle}
              texts={{
                label: t('chart.label', { symbol: market.symbol }),
                empty: t('chart.empty'),
                failed: t('chart.failed'),
              }}
              testId="spot-chart"
            />
          </div>
        </section>
        <div className={`${shown('trades')} lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start`}>
          <RecentTrades market={market} trades={depth.data?.trades} loggedIn={loggedIn} />
        </div>
        {!phone && (
          <div className="lg:col-start-2 lg:row-start-2">
            {loggedIn ? (
              <section id={FORM_ID} tabIndex={-1} className="card p-4 outline-none md:p-5">
                <OrderForm market={market} best={best} picked={picked} />
              </section>
            ) : (
              <LoginPrompt />
            )}
          </div>
        )}
      </div>
      {loggedIn && <OrdersPanel market={market} markets={markets} />}
      {phone && (
        <>
          <PhoneTradeBar
            label={t('form.label')}
            actions={[
              { label: t('form.buy'), tone: 'up', onClick: () => setSheet('buy'), testId: 'spot-bar-buy' },
              {
                label: t('form.sell'),
                tone: 'down',
                onClick: () => setSheet('sell'),
                testId: 'spot-bar-sell',
              },
            ]}
          />
          <TradeSheet
            open={sheet !== null}
            onOpenChange={(open) => !open && setSheet(null)}
            title={`${t('form.label')} · ${market.base}/${market.quote}`}
            testId="spot-sheet"
          >
            {loggedIn ? (
              <OrderForm
                market={market}
                best={best}
                picked={picked}
                initialSide={sheet ?? 'buy'}
                onPlaced={() => setSheet(null)}
              />
            ) : (
              <LoginPrompt />
            )}
          </TradeSheet>
        </>
      )}
    </div>
  );
}
