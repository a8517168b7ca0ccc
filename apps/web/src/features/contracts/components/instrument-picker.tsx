import type { ContractInstrument, PairQuote } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTradingHours, groupDecimal } from '../../../lib/format.ts';
import { signedPercent, toneOf } from '../model/format.ts';
import {
  groupByCategory,
  type InstrumentCategory,
  isCategory,
  lastPriceOf,
  type PickerInstrument,
} from '../model/instruments.ts';

const TONE = { up: 'text-up', down: 'text-down', flat: 'text-ink' } as const;

/** Green while the market trades, grey while it is closed. */
function OpenDot({ open }: { open: boolean }) {
  return (
    <span aria-hidden="true" className={`size-1.5 shrink-0 rounded-full ${open ? 'bg-up' : 'bg-mute/60'}`} />
  );
}

/**
 * The instruments of the chosen product by group (crypto perpetuals or crypto, forex, metals,
 * energy, stocks, ETFs), each with its last price and whether its market is open; the chosen one
 * is in the address (?symbol=).
 */
export function InstrumentPicker({
  instruments,
  selected,
  quotes,
  onSelect,
}: {
  instruments: readonly PickerInstrument[];
  selected: PickerInstrument;
  quotes: ReadonlyMap<string, PairQuote>;
  onSelect: (symbol: string) => void;
}) {
  const { t, i18n } = useTranslation('contracts');
  const groups = groupByCategory(instruments);
  const [browsing, setBrowsing] = useState<InstrumentCategory | null>(null);
  const current = browsing ?? (isCategory(selected.category) ? selected.category : null);
  const shown = groups.find((g) => g.category === current) ?? groups[0];
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('instrument.categories')}
        className="-mx-4 flex gap-5 overflow-x-auto border-b border-line px-4"
      >
        {groups.map((g) => (
          <button
            key={g.category}
            type="button"
            role="tab"
            aria-selected={shown?.category === g.category}
            onClick={() => setBrowsing(g.category)}
            data-testid={`contract-category-${g.category}`}
            className={`-mb-px shrink-0 border-b-2 pb-2.5 text-sm font-medium whitespace-nowrap ${shown?.category === g.category ? 'border-brand text-ink' : 'border-transparent text-mute hover:text-ink'}`}
          >
            {t(`category.${g.category}`)}
          </button>
        ))}
      </div>
      <ul aria-label={t('instrument.picker')} className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1">
        {shown?.instruments.map((i) => {
          const price = lastPriceOf(i.symbol, quotes, instruments);
          const chosen = i.symbol === selected.symbol;
          return (
            <li key={i.symbol} className="shrink-0">
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onSelect(i.symbol)}
                title={
                  i.open
                    ? undefined
                    : t('instrument.closedHours', { hours: formatTradingHours(i, i18n.language) })
                }
                data-testid={`contract-instrument-${i.symbol}`}
                className={`flex min-w-28 flex-col items-start rounded-lg border px-3 py-1.5 text-left transition ${chosen ? 'border-brand/70 bg-brand/10' : 'border-line hover:border-mute/60'}`}
              >
                <span className="flex items-center gap-1.5 text-[13px] font-semibold">
                  <OpenDot open={i.open} />
                  {i.symbol}
                </span>
                <span className="text-xs text-mute tabular-nums">
                  {price === null ? '—' : groupDecimal(price, i18n.language)}
                  {!i.open && ` · ${t('instrument.closed')}`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-[11px] text-mute">{label}</dt>
      <dd className="mt-0.5 truncate text-sm tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The chosen instrument: last price, 24-hour change, high and low, and whether its market is open.
 * The base and quote currencies are shown once known (a fixed-term product's list leaves them out).
 */
export function InstrumentHeader({
  instrument,
  quote,
  price,
}: {
  instrument: Pick<ContractInstrument, 'symbol' | 'open' | 'hours'> &
    Partial<Pick<ContractInstrument, 'base' | 'quote'>>;
  quote: PairQuote | undefined;
  price: string | null;
}) {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const tone = quote ? TONE[toneOf(quote.changePercent)] : 'text-ink';
  const show = (value: string | undefined) => (value === undefined ? '—' : groupDecimal(value, lang));
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-8">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold" data-testid="contract-symbol">
          {instrument.symbol}
          {instrument.base !== undefined && instrument.quote !== undefined && (
            <span className="ml-2 text-xs font-normal text-mute">
              {instrument.base}/{instrument.quote}
            </span>
          )}
        </h2>
        <span className={`text-xl font-semibold tabular-nums ${tone}`} data-testid="contract-last-price">
          <span className="sr-only">{t('instrument.last')} </span>
          {price === null ? t('instrument.noPrice') : groupDecimal(price, lang)}
        </span>
        <span className={`text-sm font-medium tabular-nums ${tone}`}>
          <span className="sr-only">{t('instrument.change')} </span>
          {quote ? signedPercent(quote.changePercent, lang) : ''}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 lg:flex lg:gap-x-8">
        <Stat label={t('instrument.high')} value={show(quote?.high)} />
        <Stat label={t('instrument.low')} value={show(quote?.low)} />
        <div className="col-span-2 min-w-0">
          <dt className="truncate text-[11px] text-mute">{t('instrument.hoursLabel')}</dt>
          <dd
            className={`mt-0.5 flex items-center gap-1.5 text-sm ${instrument.open ? 'text-up' : 'text-warn'}`}
            data-testid="contract-market-status"
            data-open={instrument.open}
          >
            <OpenDot open={instrument.open} />
            <span>
              {instrument.open ? t('instrument.open') : t('instrument.closed')}
              <span className="text-mute"> · {formatTradingHours(instrument, lang)}</span>
            </span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
