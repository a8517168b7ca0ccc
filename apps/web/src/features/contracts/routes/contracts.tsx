import type { ContractInstrument, ContractPosition } from '@platform/contract';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KlineChart } from '../../../components/chart/kline-chart.tsx';
import { PeriodTabs, type QuickPeriod, quickPeriodOf } from '../../../components/chart/period-tabs.tsx';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { session } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { useContractLive } from '../api/contract-live.ts';
import { type ContractList, useContractInstruments, useMarketDetail } from '../api/contracts-api.ts';
import { AccountBar } from '../components/account-bar.tsx';
import { InstrumentHeader, InstrumentPicker } from '../components/instrument-picker.tsx';
import { InstrumentRules } from '../components/instrument-rules.tsx';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { OrderPanel } from '../components/order-panel.tsx';
import { PositionsPanel } from '../components/positions-panel.tsx';
import { rateOf } from '../model/contract-math.ts';
import { defaultInstrument, lastPriceOf } from '../model/instruments.ts';
import { unitsOf } from '../model/order-rules.ts';

const PERIOD_KEY = 'contracts.period';
const DEFAULT_PERIOD: QuickPeriod = '15m';

function useLoggedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isLoggedIn, () => false);
}

/**
 * /preciousMetal (and /preciousMetal?symbol=EURUSD): leveraged long and short positions against
 * the house on crypto perpetuals, forex, metals, energy, stocks and ETFs (spec sections 1-5 and 9).
 * Everyone sees the instruments, their prices, the chart and the rules; a logged-in user also
 * gets the order panel and their positions, pending orders and history.
 */
export function Component() {
  const { t } = useTranslation('contracts');
  const [search, setSearch] = useSearchParams();
  const instruments = useContractInstruments();
  const frame = (content: ReactNode) => (
    <div className="mx-auto w-full max-w-[1600px] px-3 pt-3 pb-10 md:px-4" data-testid="contract-page">
      <h1 className="sr-only">{t('title')}</h1>
      {content}
    </div>
  );
  if (instruments.isPending) return frame(<LoadingBlock lines={10} />);
  if (instruments.isError) return frame(<ErrorBlock onRetry={() => void instruments.refetch()} />);
  const asked = search.get('symbol')?.toUpperCase() ?? null;
  const instrument = instruments.data.find((i) => i.symbol === asked) ?? defaultInstrument(instruments.data);
  if (!instrument) return frame(<EmptyBlock text={t('instrument.none')} />);
  return frame(
    <>
      {asked !== null && asked !== instrument.symbol && (
        <div className="mb-3">
          <Notice tone="warn">{t('instrument.unknown', { symbol: asked })}</Notice>
        </div>
      )}
      <ContractScreen
        instrument={instrument}
        instruments={instruments.data}
        onSelect={(symbol) => setSearch({ symbol })}
      />
    </>,
  );
}

function ContractScreen({
  instrument,
  instruments,
  onSelect,
}: {
  instrument: ContractInstrument;
  instruments: readonly ContractInstrument[];
  onSelect: (symbol: string) => void;
}) {
  const { t, i18n } = useTranslation('contracts');
  const loggedIn = useLoggedIn();
  const [period, setPeriod] = useState<QuickPeriod>(() =>
    quickPeriodOf(storage.get(PERIOD_KEY), DEFAULT_PERIOD),
  );
  const [list, setList] = useState<ContractList>('positions');
  const live = useContractLive(instrument.symbol, period, i18n.language);
  const detail = useMarketDetail(instrument.symbol);
  const quote = live.quotes.get(instrument.symbol) ?? detail.data?.quote ?? undefined;
  const priceOf = (symbol: string) => lastPriceOf(symbol, live.quotes, instruments);
  const price = quote?.last ?? instrument.price;
  const currentTicks = price === null ? null : unitsOf(price, instrument.price_scale);
  const rate = rateOf(instrument.quote, priceOf);
  const choosePeriod = (p: QuickPeriod) => {
    setPeriod(p);
    storage.set(PERIOD_KEY, p);
  };
  const opened = (position: ContractPosition) =>
    setList(position.status === 'pending' ? 'pending' : 'positions');
  return (
    <div className="space-y-3">
      <section className="card space-y-4 px-4 pt-3 pb-4">
        <InstrumentPicker
          instruments={instruments}
          selected={instrument}
          quotes={live.quotes}
          onSelect={onSelect}
        />
        <InstrumentHeader instrument={instrument} quote={quote} price={price} />
      </section>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(560px,640px)]">
        <section
          className="card self-start overflow-hidden p-2 lg:p-3"
          aria-label={t('chart.label', { symbol: instrument.symbol })}
        >
          <PeriodTabs
            value={period}
            onChange={choosePeriod}
            label={t('chart.periods')}
            nameOf={(p) => t(`chart.period.${p}`)}
            testIdPrefix="contract-period"
          />
          <div className="mt-2">
            {detail.data ? (
              <KlineChart
                symbol={instrument.symbol}
                period={period}
                scales={{
                  priceScale: instrument.price_scale,
                  quantityScale: detail.data.instrument.quantityScale,
                }}
                live={live.candle}
                texts={{
                  label: t('chart.label', { symbol: instrument.symbol }),
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
        {loggedIn ? (
          <section className="card space-y-4 p-4" aria-label={t('form.label')}>
            <AccountBar />
            <OrderPanel
              key={instrument.symbol}
              instrument={instrument}
              currentTicks={currentTicks}
              rate={rate}
              onOpened={opened}
            />
          </section>
        ) : (
          <div className="space-y-3">
            <LoginPrompt />
            <section className="card p-4">
              <InstrumentRules instrument={instrument} />
            </section>
          </div>
        )}
      </div>
      {loggedIn && (
        <PositionsPanel instrument={instrument} instruments={instruments} list={list} onList={setList} />
      )}
    </div>
  );
}
