import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrencyAll } from '../api/market-api.ts';
import { useLiveQuotes } from '../model/live.ts';
import { seedQuotes } from '../model/quote-store.ts';
import { ChangePill } from './change-pill.tsx';
import { LivePrice } from './live-price.tsx';

/** The instruments the home page shows, one of each kind people look for first. */
export const STRIP_SYMBOLS = [
  'BTCUSDT',
  'ETHUSDT',
  'SOLUSDT',
  'EURUSD',
  'XAUUSD',
  'USOIL',
  'AAPL',
  'SPY',
] as const;

/** Live prices of a few well-known instruments, for the home page. */
export function QuotesStrip() {
  const { t } = useTranslation('market');
  const all = useCurrencyAll();
  const live = useLiveQuotes();
  useEffect(() => {
    if (all.data)
      seedQuotes(
        all.data.items.flatMap((i) => (i.quote ? [i.quote] : [])),
        all.data.simulated,
      );
  }, [all.data]);
  const items = STRIP_SYMBOLS.flatMap((s) => all.data?.items.find((i) => i.instrument.symbol === s) ?? []);
  return (
    <section
      aria-label={t('strip.title')}
      data-testid="quotes-strip"
      className="border-b border-line bg-panel/40"
    >
      <div className="mx-auto flex max-w-6xl gap-2 overflow-x-auto px-4 py-2.5 md:px-6">
        {items.length === 0
          ? STRIP_SYMBOLS.map((s) => (
              <div key={s} className="h-[52px] w-[150px] shrink-0 animate-pulse rounded-xl bg-panel-2" />
            ))
          : items.map(({ instrument: i, quote }) => {
              const q = live.get(i.symbol) ?? quote ?? undefined;
              return (
                <Link
                  key={i.symbol}
                  to={`/market/${i.symbol}`}
                  data-testid="strip-item"
                  className="flex h-[52px] min-w-[150px] shrink-0 flex-col justify-center rounded-xl px-3 hover:bg-panel-2"
                >
                  <span className="flex items-center justify-between gap-2 text-xs">
                    <span className="truncate font-semibold">
                      {i.base}
                      <span className="font-normal text-mute">/{i.quote}</span>
                    </span>
                    {!i.open && (
                      <span data-testid="strip-closed" className="shrink-0 text-[11px] text-mute">
                        {t('closed')}
                      </span>
                    )}
                  </span>
                  <span className="mt-0.5 flex items-center justify-between gap-1">
                    <LivePrice value={q?.last} className="truncate text-sm font-medium" />
                    <ChangePill percent={q?.changePercent} className="w-auto! px-1! py-0! text-[11px]!" />
                  </span>
                </Link>
              );
            })}
        <Link to="/market" className="flex shrink-0 items-center px-3 text-xs text-brand hover:underline">
          {t('strip.more')}
        </Link>
      </div>
    </section>
  );
}
