import type { SpotDepth, SpotMarket } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { EmptyBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { groupDecimal } from '../../../lib/format.ts';
import { timeOfDay } from '../model/format.ts';

/** The market's latest trades, newest first, coloured by the side that took liquidity. */
export function RecentTrades({
  market,
  trades,
}: {
  market: SpotMarket;
  trades: SpotDepth['trades'] | undefined;
}) {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  return (
    <section className="card overflow-hidden" data-testid="recent-trades" aria-label={t('trades.title')}>
      <h2 className="px-3 pt-3 pb-2 text-sm font-semibold">{t('trades.title')}</h2>
      <div className="grid grid-cols-3 gap-2 px-3 pb-1 text-[11px] text-mute">
        <span>{t('trades.price', { quote: market.quote })}</span>
        <span className="text-right">{t('trades.quantity', { base: market.base })}</span>
        <span className="text-right">{t('trades.time')}</span>
      </div>
      {trades === undefined ? (
        <div className="px-3">
          <LoadingBlock lines={8} />
        </div>
      ) : trades.length === 0 ? (
        <EmptyBlock text={t('trades.empty')} />
      ) : (
        <ol className="max-h-[520px] overflow-y-auto pb-2">
          {trades.map((trade) => (
            <li
              key={trade.id}
              className="grid h-6 grid-cols-3 items-center gap-2 px-3 text-xs tabular-nums"
              data-testid="recent-trade-row"
            >
              <span className={trade.side === 'buy' ? 'text-up' : 'text-down'}>
                {groupDecimal(trade.price, lang)}
              </span>
              <span className="text-right">{groupDecimal(trade.quantity, lang)}</span>
              <span className="text-right text-mute">{timeOfDay(trade.time, lang)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
