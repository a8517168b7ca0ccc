import type { MarketItem } from '@platform/contract';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { favourites } from '../model/favourites.ts';
import { compactDecimal } from '../model/format.ts';
import { isPriceOnly } from '../model/sorting.ts';
import { ChangePill } from './change-pill.tsx';
import { ClosedChip } from './closed-chip.tsx';
import { LivePrice } from './live-price.tsx';
import { PriceOnlyChip } from './price-only-chip.tsx';

/** Every row has this height, so the virtual list can place rows without measuring them. */
export const ROW_HEIGHT_PX = 60;
const OVERSCAN_ROWS = 8;

function Star({ symbol, on }: { symbol: string; on: boolean }) {
  const { t } = useTranslation('market');
  return (
    <button
      type="button"
      data-testid="favourite"
      aria-pressed={on}
      aria-label={on ? t('favourite.remove') : t('favourite.add')}
      onClick={() => favourites.toggle(symbol)}
      className={`grid size-9 shrink-0 place-items-center rounded-lg ${on ? 'text-brand' : 'text-mute hover:text-ink'}`}
    >
      <StarIcon className="size-[18px]" fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}

function Row({ item, favourite, priceOnly }: { item: MarketItem; favourite: boolean; priceOnly: boolean }) {
  const { instrument: i, quote: q } = item;
  return (
    <div
      data-testid="market-row"
      data-symbol={i.symbol}
      className="flex h-full items-center gap-1 border-b border-line/60 pr-1 md:pr-3"
    >
      <Star symbol={i.symbol} on={favourite} />
      {/* On a phone the change sits under the price, leaving the name's line room for a closed chip. */}
      <Link
        to={`/market/${i.symbol}`}
        className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-2 md:flex md:gap-3"
      >
        <span className="row-span-2 min-w-0 md:flex-1">
          <span className="block truncate text-[15px] font-semibold">
            {i.base}
            <span className="text-xs font-normal text-mute">/{i.quote}</span>
            {priceOnly && <PriceOnlyChip />}
          </span>
          {/* A closed market's chip leads the second line, where it has the room to say when it opens. */}
          <span className="flex min-w-0 items-center gap-1.5 text-xs text-mute">
            <ClosedChip instrument={i} />
            <span className="truncate">{i.name}</span>
          </span>
        </span>
        <span className="hidden w-32 text-right text-sm text-mute tabular-nums md:block">
          {q ? compactDecimal(q.volume) : '—'}
        </span>
        <LivePrice value={q?.last} className="w-[104px] text-right text-[15px] font-medium md:w-36" />
        <ChangePill
          percent={q?.changePercent}
          className="justify-self-end max-md:w-auto! max-md:px-1! max-md:py-0! max-md:text-xs!"
        />
      </Link>
    </div>
  );
}

/** The instrument list of /market, virtualised against the window so long lists stay fast on phones. */
export function MarketList({
  items,
  favouriteSymbols,
  traded,
}: {
  items: MarketItem[];
  favouriteSymbols: readonly string[];
  /** The pairs the spot market trades: other crypto pairs are marked as shown for their price only. */
  traded: ReadonlySet<string> | undefined;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
  });
  return (
    <div
      ref={listRef}
      data-testid="market-list"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index] as MarketItem;
        return (
          <div
            key={item.instrument.symbol}
            className="absolute inset-x-0 top-0"
            style={{
              height: ROW_HEIGHT_PX,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <Row
              item={item}
              favourite={favouriteSymbols.includes(item.instrument.symbol)}
              priceOnly={isPriceOnly(item.instrument, traded)}
            />
          </div>
        );
      })}
    </div>
  );
}
