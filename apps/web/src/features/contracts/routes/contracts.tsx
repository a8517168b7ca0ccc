import type {
  ContractInstrument,
  ContractPosition,
  FixedTermKind,
  FixedTermProduct,
  KlinePeriod,
  MarketItem,
} from '@platform/contract';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KlineChart } from '../../../components/chart/kline-chart.tsx';
import { PeriodTabs, periodOf } from '../../../components/chart/period-tabs.tsx';
import { Notice } from '../../../components/ui/form-controls.tsx';
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
import { type ContractLive, useContractLive } from '../api/contract-live.ts';
import { type ContractList, useContractInstruments, useMarketDetail } from '../api/contracts-api.ts';
import { type FixedTermList, useFixedTermProducts } from '../api/fixed-term-api.ts';
import { AccountBar } from '../components/account-bar.tsx';
import { FixedTermAccountBar } from '../components/fixed-term-account-bar.tsx';
import { FixedTermLists } from '../components/fixed-term-lists.tsx';
import { FixedTermPanel } from '../components/fixed-term-panel.tsx';
import { FixedTermRules } from '../components/fixed-term-rules.tsx';
import { InstrumentHeader, InstrumentPicker } from '../components/instrument-picker.tsx';
import { InstrumentRules } from '../components/instrument-rules.tsx';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { OrderPanel } from '../components/order-panel.tsx';
import { PositionsPanel } from '../components/positions-panel.tsx';
import { ProductTabs } from '../components/product-tabs.tsx';
import type { FixedTermInstrument, FixedTermMarket } from '../components/use-fixed-term-form.ts';
import { type Direction, rateOf } from '../model/contract-math.ts';
import { DIRECTIONS_OF, type FixedTermDirection } from '../model/fixed-term.ts';
import { defaultInstrument, lastPriceOf } from '../model/instruments.ts';
import { unitsOf } from '../model/order-rules.ts';
import { type Product, pickInstrument, productOf } from '../model/products.ts';

const PERIOD_KEY = 'contracts.period';
const DEFAULT_PERIOD: KlinePeriod = '15m';

function useLoggedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isLoggedIn, () => false);
}

/** What the screen shows: a contract instrument, or an instrument of the delivery or options product. */
type View =
  | { product: 'contract'; instrument: ContractInstrument; instruments: readonly ContractInstrument[] }
  | { product: FixedTermKind; instrument: FixedTermInstrument; offer: FixedTermProduct };

/** Another instrument shown than the one asked for (or kept from the previous product), and why. */
interface Substitution {
  product: Product;
  from: string;
  to: string;
}

/**
 * /preciousMetal (and /preciousMetal?symbol=EURUSD&product=delivery): leveraged long and short
 * positions against the house on crypto perpetuals, forex, metals, energy, stocks and ETFs, and
 * the fixed-term products, delivery (buy up or down) and options (call or put), settled at the
 * end of a cycle (spec sections 1-5 and 9). Everyone sees the instruments, their prices, the
 * chart and the rules; a logged-in user also gets the order panel and their orders.
 */
export function Component() {
  const { t } = useTranslation('contracts');
  const [search, setSearch] = useSearchParams();
  const product = productOf(search.get('product'));
  const asked = search.get('symbol')?.toUpperCase() ?? null;
  const instruments = useContractInstruments();
  const products = useFixedTermProducts();
  const [switched, setSwitched] = useState<Substitution | null>(null);
  const frame = (content: ReactNode) => (
    <div
      className={`mx-auto w-full max-w-[1600px] px-3 pt-3 md:px-4 ${TRADE_BAR_SPACE}`}
      data-testid="contract-page"
    >
      {/* Each product is its own screen to a screen reader: delivery and options name themselves. */}
      <h1 className="sr-only">{product === 'contract' ? t('title') : t(`titles.${product}`)}</h1>
      <TradeSwitch current="contracts" />
      {content}
    </div>
  );
  const show = (next: Product, symbol: string) =>
    setSearch(next === 'contract' ? { symbol } : { symbol, product: next });
  // A tab keeps the market when the product offers it (or its counterpart), and says so when not.
  const chooseProduct = (next: Product, current: string | null) => {
    const list =
      next === 'contract' ? instruments.data : products.data?.find((p) => p.kind === next)?.instruments;
    const picked = pickInstrument(current, list ?? []);
    const symbol = picked.instrument?.symbol ?? current;
    setSwitched(
      picked.substituted && current && symbol ? { product: next, from: current, to: symbol } : null,
    );
    if (symbol) show(next, symbol);
    else setSearch(next === 'contract' ? {} : { product: next });
  };
  const chooseSymbol = (symbol: string) => {
    setSwitched(null);
    show(product, symbol);
  };
  const resolved = resolveView(product, asked, instruments, products);
  if (resolved.state === 'loading') return frame(<LoadingBlock lines={10} />);
  if (resolved.state === 'failed') return frame(<ErrorBlock onRetry={resolved.retry} />);
  if (resolved.state === 'empty')
    return frame(
      <div className="space-y-3">
        <ProductTabs value={product} onChange={(p) => chooseProduct(p, asked)} />
        <EmptyBlock text={product === 'contract' ? t('instrument.none') : t('product.none')} />
      </div>,
    );
  const { view } = resolved;
  const byTab = switched?.product === product && switched.to === view.instrument.symbol ? switched : null;
  const substitution = byTab ?? resolved.substitution;
  return frame(
    <>
      {substitution && (
        <div className="mb-3">
          <Notice tone="warn" testId="product-substituted">
            {byTab === null && product === 'contract'
              ? t('instrument.unknown', { symbol: substitution.from })
              : t(`product.substituted.${product}`, { from: substitution.from, to: substitution.to })}
          </Notice>
        </div>
      )}
      <TradeScreen
        view={view}
        onProduct={(p) => chooseProduct(p, view.instrument.symbol)}
        onSelect={chooseSymbol}
      />
    </>,
  );
}

type Resolved =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'empty' }
  | { state: 'ready'; view: View; substitution: Substitution | null };

/** The instrument of the product asked for, from that product's own list. */
function resolveView(
  product: Product,
  asked: string | null,
  instruments: ReturnType<typeof useContractInstruments>,
  products: ReturnType<typeof useFixedTermProducts>,
): Resolved {
  if (product === 'contract') {
    if (instruments.isPending) return { state: 'loading' };
    if (instruments.isError) return { state: 'failed', retry: () => void instruments.refetch() };
    const instrument =
      instruments.data.find((i) => i.symbol === asked) ?? defaultInstrument(instruments.data);
    if (!instrument) return { state: 'empty' };
    const substituted = asked !== null && asked !== instrument.symbol;
    return {
      state: 'ready',
      view: { product, instrument, instruments: instruments.data },
      substitution: substituted ? { product, from: asked, to: instrument.symbol } : null,
    };
  }
  if (products.isPending) return { state: 'loading' };
  if (products.isError) return { state: 'failed', retry: () => void products.refetch() };
  const offer = products.data.find((p) => p.kind === product);
  const picked = pickInstrument(asked, offer?.instruments ?? []);
  if (!offer || !picked.instrument) return { state: 'empty' };
  return {
    state: 'ready',
    view: { product, instrument: picked.instrument, offer },
    substitution:
      picked.substituted && asked !== null ? { product, from: asked, to: picked.instrument.symbol } : null,
  };
}

function TradeScreen({
  view,
  onProduct,
  onSelect,
}: {
  view: View;
  onProduct: (product: Product) => void;
  onSelect: (symbol: string) => void;
}) {
  const { i18n } = useTranslation('contracts');
  const loggedIn = useLoggedIn();
  const [period, setPeriod] = useState<KlinePeriod>(() => periodOf(storage.get(PERIOD_KEY), DEFAULT_PERIOD));
  const { instrument } = view;
  const live = useContractLive(instrument.symbol, period, i18n.language);
  const detail = useMarketDetail(instrument.symbol);
  const quote = live.quotes.get(instrument.symbol) ?? detail.data?.quote ?? undefined;
  const price = quote?.last ?? instrument.price;
  // A fixed-term product's list leaves out the currencies: the market's details name them.
  const pair = view.product === 'contract' ? view.instrument : detail.data?.instrument;
  const choosePeriod = (p: KlinePeriod) => {
    setPeriod(p);
    storage.set(PERIOD_KEY, p);
  };
  return (
    <div className="space-y-3">
      <section className="card space-y-4 px-4 pt-3 pb-4">
        <InstrumentPicker
          instruments={view.product === 'contract' ? view.instruments : view.offer.instruments}
          selected={instrument}
          quotes={live.quotes}
          onSelect={onSelect}
        />
        <InstrumentHeader
          instrument={{ ...instrument, base: pair?.base, quote: pair?.quote }}
          quote={quote}
          price={price}
        />
      </section>
      <ProductArea
        view={view}
        live={live}
        market={{ instrument, price, quote: pair?.quote }}
        loggedIn={loggedIn}
        onProduct={onProduct}
        chart={
          <ChartCard
            symbol={instrument.symbol}
            priceScale={instrument.price_scale}
            period={period}
            onPeriod={choosePeriod}
            live={live}
            detail={detail}
          />
        }
      />
    </div>
  );
}

/**
 * The chart beside the product tabs and the chosen product's order panel, and under them the
 * user's positions and orders of that product. After an order, its list is the one shown.
 */
function ProductArea({
  view,
  live,
  market,
  loggedIn,
  onProduct,
  chart,
}: {
  view: View;
  live: ContractLive;
  market: FixedTermMarket;
  loggedIn: boolean;
  onProduct: (product: Product) => void;
  chart: ReactNode;
}) {
  const { t } = useTranslation('contracts');
  const [contractList, setContractList] = useState<ContractList>('positions');
  const [fixedTermList, setFixedTermList] = useState<FixedTermList>('open');
  const phone = useIsPhone();
  // On a phone the order panel opens as a bottom sheet from the bar, with the direction tapped.
  const [sheet, setSheet] = useState<Direction | FixedTermDirection | null>(null);
  const priceOf = (symbol: string) =>
    lastPriceOf(symbol, live.quotes, view.product === 'contract' ? view.instruments : view.offer.instruments);
  const order =
    view.product === 'contract' ? (
      <ContractOrder
        view={view}
        price={market.price}
        priceOf={priceOf}
        loggedIn={loggedIn}
        framed={!phone}
        initialDirection={sheet === 'short' ? 'short' : 'long'}
        onOpened={(p) => {
          setContractList(p.status === 'pending' ? 'pending' : 'positions');
          setSheet(null);
        }}
      />
    ) : (
      <FixedTermOrder
        view={view}
        market={market}
        clockOffsetMs={live.clockOffsetMs}
        loggedIn={loggedIn}
        framed={!phone}
        initialDirection={sheet !== 'long' && sheet !== 'short' ? (sheet ?? undefined) : undefined}
        onPlaced={() => {
          setFixedTermList('open');
          setSheet(null);
        }}
      />
    );
  const directions =
    view.product === 'contract'
      ? (['long', 'short'] as const).map((d) => ({
          direction: d,
          label: t(d === 'long' ? 'form.submitLong' : 'form.submitShort'),
          testId: `contract-bar-${d}`,
        }))
      : DIRECTIONS_OF[view.product].map((d) => ({
          direction: d,
          label: t(`fixedTerm.submit.${d}`),
          testId: `fixed-term-bar-${d}`,
        }));
  return (
    <>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(560px,640px)]">
        {chart}
        <div className="space-y-3">
          <ProductTabs value={view.product} onChange={onProduct} />
          {!phone && order}
        </div>
      </div>
      {phone && (
        <>
          <PhoneTradeBar
            label={view.product === 'contract' ? t('form.label') : t(`fixedTerm.formLabel.${view.product}`)}
            actions={directions.map((d, i) => ({
              label: d.label,
              tone: i === 0 ? 'up' : 'down',
              onClick: () => setSheet(d.direction),
              testId: d.testId,
            }))}
          />
          <TradeSheet
            open={sheet !== null}
            onOpenChange={(open) => !open && setSheet(null)}
            title={`${view.product === 'contract' ? t('form.label') : t(`fixedTerm.formLabel.${view.product}`)} · ${view.instrument.symbol}`}
            testId="contract-sheet"
          >
            <div className="space-y-3">{order}</div>
          </TradeSheet>
        </>
      )}
      {loggedIn &&
        (view.product === 'contract' ? (
          <PositionsPanel
            instrument={view.instrument}
            instruments={view.instruments}
            list={contractList}
            onList={setContractList}
          />
        ) : (
          <FixedTermLists
            kind={view.product}
            list={fixedTermList}
            onList={setFixedTermList}
            priceOf={priceOf}
            clockOffsetMs={live.clockOffsetMs}
          />
        ))}
    </>
  );
}

/** The contract order panel with the contract account, or the rules and a login prompt for a visitor. */
function ContractOrder({
  view,
  price,
  priceOf,
  loggedIn,
  onOpened,
  initialDirection,
  framed,
}: {
  view: Extract<View, { product: 'contract' }>;
  price: string | null;
  priceOf: (symbol: string) => string | null;
  loggedIn: boolean;
  /** Whether the panel draws its own card; inside the phone's bottom sheet the sheet is the frame. */
  framed: boolean;
  onOpened: (position: ContractPosition) => void;
  initialDirection: Direction;
}) {
  const { t } = useTranslation('contracts');
  const { instrument } = view;
  if (!loggedIn)
    return (
      <>
        <LoginPrompt />
        <section className={framed ? 'card p-4' : undefined}>
          <InstrumentRules instrument={instrument} />
        </section>
      </>
    );
  return (
    <section className={framed ? 'card space-y-4 p-4' : 'space-y-4'} aria-label={t('form.label')}>
      <AccountBar />
      <OrderPanel
        key={instrument.symbol}
        instrument={instrument}
        currentTicks={price === null ? null : unitsOf(price, instrument.price_scale)}
        rate={rateOf(instrument.quote, priceOf)}
        onOpened={onOpened}
        initialDirection={initialDirection}
      />
    </section>
  );
}

/** The delivery or options panel with the product's account, or its rules and a login prompt. */
function FixedTermOrder({
  view,
  market,
  clockOffsetMs,
  loggedIn,
  onPlaced,
  initialDirection,
  framed,
}: {
  view: Extract<View, { product: FixedTermKind }>;
  market: FixedTermMarket;
  clockOffsetMs: number;
  loggedIn: boolean;
  /** Whether the panel draws its own card; inside the phone's bottom sheet the sheet is the frame. */
  framed: boolean;
  onPlaced: () => void;
  initialDirection: FixedTermDirection | undefined;
}) {
  const { t } = useTranslation('contracts');
  if (!loggedIn)
    return (
      <>
        <LoginPrompt body={t('fixedTerm.loginBody')} />
        <section className={framed ? 'card p-4' : undefined}>
          <FixedTermRules product={view.offer} instrument={view.instrument} />
        </section>
      </>
    );
  return (
    <section
      className={framed ? 'card space-y-4 p-4' : 'space-y-4'}
      aria-label={t(`fixedTerm.formLabel.${view.product}`)}
    >
      <FixedTermAccountBar kind={view.product} />
      <FixedTermPanel
        key={`${view.product}:${view.instrument.symbol}`}
        product={view.offer}
        market={market}
        clockOffsetMs={clockOffsetMs}
        onPlaced={onPlaced}
        initialDirection={initialDirection}
      />
    </section>
  );
}

function ChartCard({
  symbol,
  priceScale,
  period,
  onPeriod,
  live,
  detail,
}: {
  symbol: string;
  priceScale: number;
  period: KlinePeriod;
  onPeriod: (p: KlinePeriod) => void;
  live: ContractLive;
  detail: ReturnType<typeof useMarketDetail>;
}) {
  const { t } = useTranslation('contracts');
  const item: MarketItem | undefined = detail.data;
  return (
    <section className="card self-start overflow-hidden p-2 lg:p-3" aria-label={t('chart.label', { symbol })}>
      <PeriodTabs
        value={period}
        onChange={onPeriod}
        label={t('chart.periods')}
        testIdPrefix="contract-period"
      />
      <div className="mt-2">
        {item ? (
          <KlineChart
            symbol={symbol}
            period={period}
            scales={{ priceScale, quantityScale: item.instrument.quantityScale }}
            live={live.candle}
            texts={{
              label: t('chart.label', { symbol }),
              empty: t('chart.empty'),
              failed: t('chart.failed'),
            }}
            testId="contract-chart"
            className="h-[260px] w-full md:h-[340px] lg:h-[560px]"
          />
        ) : detail.isError ? (
          <ErrorBlock onRetry={() => void detail.refetch()} />
        ) : (
          <div className="h-[260px] md:h-[340px] lg:h-[560px]">
            <LoadingBlock lines={6} />
          </div>
        )}
      </div>
    </section>
  );
}
