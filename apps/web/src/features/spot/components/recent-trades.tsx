import type { SpotDepth, SpotMarket } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../components/ui/form-controls.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { groupDecimal } from '../../../lib/format.ts';
import { useSpotTrades } from '../api/spot-api.ts';
import { timeOfDay } from '../model/format.ts';

type TradesView = 'market' | 'mine';

interface TradeRow {
  id: number;
  price: string;
  quantity: string;
  side: 'buy' | 'sell';
  time: number;
}

/**
 * The market's latest trades (everyone's, on the book the session trades on), newest first,
 * coloured by the side that took liquidity; a signed-in customer can switch to their own trades in
 * this market. "Market trades" is the default, so what the card shows never depends on whether
 * the customer has traded.
 */
export function RecentTrades({
  market,
  trades,
  loggedIn,
}: {
  market: SpotMarket;
  trades: SpotDepth['trades'] | undefined;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('spot');
  const [view, setView] = useState<TradesView>('market');
  const shown = loggedIn ? view : 'market';
  return (
    <section className="card overflow-hidden" data-testid="recent-trades" aria-label={t('trades.title')}>
      <div className="px-3 pt-3 pb-2">
        {loggedIn ? (
          <Segmented
            value={shown}
            label={t('trades.title')}
            onChange={setView}
            options={[
              { value: 'market', label: t('trades.market') },
              { value: 'mine', label: t('trades.mine') },
            ]}
          />
        ) : (
          <h2 className="text-sm font-semibold">{t('trades.market')}</h2>
        )}
      </div>
      <div className="grid grid-cols-3 gap-2 px-3 pb-1 text-[11px] text-mute">
        <span>{t('trades.price', { quote: market.quote })}</span>
        <span className="text-right">{t('trades.quantity', { base: market.base })}</span>
        <span className="text-right">{t('trades.time')}</span>
      </div>
      {shown === 'market' ? (
        <TradeRows rows={trades} empty={t('trades.empty')} testId="recent-trade-row" />
      ) : (
        <MyTradeRows market={market} />
      )}
    </section>
  );
}

/** The customer's own latest trades in this market (the first page of "My trades"). */
function MyTradeRows({ market }: { market: SpotMarket }) {
  const { t } = useTranslation('spot');
  const mine = useSpotTrades({ symbol: market.symbol, page: 1 });
  if (mine.isError) return <ErrorBlock onRetry={() => void mine.refetch()} />;
  const rows = mine.data?.items.map((x) => ({ ...x, side: x.my_side }));
  return <TradeRows rows={rows} empty={t('orders.emptyTrades')} testId="recent-my-trade-row" />;
}

function TradeRows({
  rows,
  empty,
  testId,
}: {
  rows: readonly TradeRow[] | undefined;
  empty: string;
  testId: string;
}) {
  const lang = useTranslation().i18n.language;
  if (rows === undefined)
    return (
      <div className="px-3">
        <LoadingBlock lines={8} />
      </div>
    );
  if (rows.length === 0) return <EmptyBlock text={empty} />;
  return (
    <ol className="max-h-[520px] overflow-y-auto pb-2">
      {rows.map((trade) => (
        <li
          key={trade.id}
          className="grid h-6 grid-cols-3 items-center gap-2 px-3 text-xs tabular-nums"
          data-testid={testId}
        >
          <span className={trade.side === 'buy' ? 'text-up' : 'text-down'}>
            {groupDecimal(trade.price, lang)}
          </span>
          <span className="text-right">{groupDecimal(trade.quantity, lang)}</span>
          <span className="text-right text-mute">{timeOfDay(trade.time, lang)}</span>
        </li>
      ))}
    </ol>
  );
}
