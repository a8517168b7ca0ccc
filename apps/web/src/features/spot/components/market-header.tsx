import type { PairQuote, SpotMarket } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { formatAmountOf, groupDecimal } from '../../../lib/format.ts';
import { directionOf, signedPercent } from '../model/format.ts';

const TONE = { up: 'text-up', down: 'text-down', flat: 'text-mute' } as const;

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-[11px] text-mute">{label}</dt>
      <dd className="mt-0.5 truncate text-sm tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The market picker with the market's last price and 24-hour figures. `quote` is the live quote
 * (or the one known from getMarketDetail); `lastTrade` is the book's latest trade, the last price
 * while no quote is known.
 */
export function MarketHeader({
  markets,
  market,
  quote,
  lastTrade,
  onSelect,
}: {
  markets: readonly SpotMarket[];
  market: SpotMarket;
  quote: PairQuote | undefined;
  lastTrade: string | undefined;
  onSelect: (symbol: string) => void;
}) {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  const last = quote?.last ?? lastTrade;
  const tone = quote ? TONE[directionOf(quote.changePercent)] : 'text-ink';
  const show = (value: string | undefined) => (value === undefined ? '—' : groupDecimal(value, lang));
  return (
    <section className="card flex flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:gap-8">
      <div className="flex items-center justify-between gap-3 lg:justify-start lg:gap-6">
        <label className="flex items-center gap-2">
          <span className="sr-only">{t('market.picker')}</span>
          <select
            value={market.symbol}
            onChange={(e) => onSelect(e.target.value)}
            className="input h-10 w-auto min-w-36 text-base font-semibold"
            data-testid="spot-market-picker"
          >
            {markets.map((m) => (
              <option key={m.symbol} value={m.symbol}>
                {m.base}/{m.quote}
              </option>
            ))}
          </select>
        </label>
        {/* On a narrow phone the change goes under the price rather than past the card's edge. */}
        <div className="flex min-w-0 flex-wrap items-baseline justify-end gap-x-2 lg:gap-x-3">
          <span className="sr-only">{t('market.last')}</span>
          <span className={`text-xl font-semibold tabular-nums ${tone}`} data-testid="spot-last-price">
            {show(last)}
          </span>
          <span className={`text-sm font-medium tabular-nums ${tone}`} data-testid="spot-change">
            <span className="sr-only">{t('market.change')} </span>
            {quote ? signedPercent(quote.changePercent, lang) : '—'}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-x-4 gap-y-1 lg:flex lg:gap-x-8">
        <Stat label={t('market.high')} value={show(quote?.high)} />
        <Stat label={t('market.low')} value={show(quote?.low)} />
        <Stat
          label={t('market.volume')}
          value={quote ? formatAmountOf(quote.volume, market.base, lang) : '—'}
        />
      </dl>
    </section>
  );
}
