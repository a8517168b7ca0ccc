import type { SpotDepth, SpotMarket } from '@platform/contract';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/ui/states.tsx';
import { groupDecimal, unitsFixed } from '../../../lib/format.ts';
import { type DepthRow, depthLadder } from '../model/depth.ts';
import { timeOfDay } from '../model/format.ts';

/** Levels shown on each side of the spread. */
export const BOOK_ROWS = 10;

const SIDE_STYLE = {
  ask: { price: 'text-down', bar: 'bg-down/15', testId: 'book-ask-row' },
  bid: { price: 'text-up', bar: 'bg-up/15', testId: 'book-bid-row' },
} as const;

/**
 * The book is one tab stop (a roving tabindex): the row last focused, or the best bid, takes the
 * Tab; the arrow keys, Home and End move between the rows of both sides in the order drawn.
 */
interface Roving {
  tabbablePrice: string | null;
  onFocusPrice: (price: string) => void;
}

const MOVES: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_at, last) => last,
};

function moveInBook(e: KeyboardEvent<HTMLButtonElement>): void {
  const move = MOVES[e.key];
  const book = e.currentTarget.closest('[data-testid="order-book"]');
  if (!move || !book) return;
  const rows = [...book.querySelectorAll<HTMLButtonElement>('button[data-price]')];
  const at = rows.indexOf(e.currentTarget);
  e.preventDefault();
  rows[move(at, rows.length - 1)]?.focus();
}

function LevelRow({
  row,
  side,
  quantityScale,
  onPick,
  roving,
}: {
  row: DepthRow;
  side: 'ask' | 'bid';
  quantityScale: number;
  onPick: (price: string) => void;
  roving: Roving;
}) {
  const { t, i18n } = useTranslation('spot');
  const style = SIDE_STYLE[side];
  const lang = i18n.language;
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick(row.price)}
        tabIndex={roving.tabbablePrice === row.price ? 0 : -1}
        onFocus={() => roving.onFocusPrice(row.price)}
        onKeyDown={moveInBook}
        aria-label={t('book.pick', { price: groupDecimal(row.price, lang) })}
        data-testid={style.testId}
        data-price={row.price}
        className="relative grid h-6 w-full grid-cols-3 items-center gap-2 px-3 text-xs tabular-nums hover:bg-panel-2/70"
      >
        <span
          aria-hidden="true"
          className={`absolute inset-y-0 right-0 ${style.bar}`}
          style={{ width: `${row.widthPercent}%` }}
        />
        <span className={`relative text-left ${style.price}`}>{groupDecimal(row.price, lang)}</span>
        <span className="relative text-right">{groupDecimal(row.quantity, lang)}</span>
        <span className="relative text-right text-mute">
          {unitsFixed(row.cumulativeLots, quantityScale, lang)}
        </span>
      </button>
    </li>
  );
}

function Side({
  rows,
  side,
  quantityScale,
  onPick,
  roving,
}: {
  rows: DepthRow[];
  side: 'ask' | 'bid';
  quantityScale: number;
  onPick: (price: string) => void;
  roving: Roving;
}) {
  const { t } = useTranslation('spot');
  if (rows.length === 0) return <p className="px-3 py-4 text-center text-xs text-mute">{t('book.empty')}</p>;
  // Asks are drawn highest first, so the best ask sits right above the spread.
  const ordered = side === 'ask' ? [...rows].reverse() : rows;
  return (
    <ol aria-label={side === 'ask' ? t('book.asks') : t('book.bids')}>
      {ordered.map((row) => (
        <LevelRow
          key={row.price}
          row={row}
          side={side}
          quantityScale={quantityScale}
          onPick={onPick}
          roving={roving}
        />
      ))}
    </ol>
  );
}

/**
 * The spread's line: the index price, the same price as the header (from the feeds, the price the
 * bands are drawn around), and under it the book's own last trade with its time, which may be
 * older and different on a quiet book.
 */
function BookCentre({
  market,
  indexPrice,
  lastTrade,
}: {
  market: SpotMarket;
  indexPrice: string | undefined;
  lastTrade: SpotDepth['trades'][number] | undefined;
}) {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  return (
    <div className="border-y border-line/60 px-3 py-2">
      <div className="flex items-baseline gap-2">
        <span className="text-base font-semibold tabular-nums" data-testid="book-index-price">
          {indexPrice ? groupDecimal(indexPrice, lang) : '—'}
        </span>
        <span className="text-xs text-mute">{market.quote}</span>
        <span className="ml-auto text-[11px] text-mute">{t('book.index')}</span>
      </div>
      {lastTrade && (
        <p className="mt-0.5 text-[11px] text-mute tabular-nums" data-testid="book-last-trade">
          {t('book.lastTrade', {
            price: groupDecimal(lastTrade.price, lang),
            time: timeOfDay(lastTrade.time, lang),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * The order book: asks above, bids below, each level with a bar for the cumulative quantity from
 * the best price. A click on a level puts its price into the order form.
 */
export function OrderBook({
  market,
  depth,
  failed,
  indexPrice,
  onPick,
}: {
  market: SpotMarket;
  depth: SpotDepth | undefined;
  failed: boolean;
  indexPrice: string | undefined;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation('spot');
  const ladder = depth ? depthLadder(depth, market.quantity_scale, BOOK_ROWS) : null;
  const [focusedPrice, setFocusedPrice] = useState<string | null>(null);
  const levels = ladder ? [...ladder.bids, ...ladder.asks] : [];
  const roving: Roving = {
    tabbablePrice: levels.some((r) => r.price === focusedPrice) ? focusedPrice : (levels[0]?.price ?? null),
    onFocusPrice: setFocusedPrice,
  };
  return (
    <section className="card overflow-hidden" data-testid="order-book" aria-label={t('book.title')}>
      <h2 className="px-3 pt-3 pb-2 text-sm font-semibold">{t('book.title')}</h2>
      <div className="grid grid-cols-3 gap-2 px-3 pb-1 text-[11px] text-mute">
        <span>{t('book.price', { quote: market.quote })}</span>
        <span className="text-right">{t('book.quantity', { base: market.base })}</span>
        <span className="text-right">{t('book.total', { base: market.base })}</span>
      </div>
      {failed && !depth && <p className="px-3 py-6 text-center text-xs text-mute">{t('book.failed')}</p>}
      {!failed && !ladder && (
        <div className="px-3">
          <LoadingBlock lines={8} />
        </div>
      )}
      {ladder && (
        <>
          <Side
            rows={ladder.asks}
            side="ask"
            quantityScale={market.quantity_scale}
            onPick={onPick}
            roving={roving}
          />
          <BookCentre market={market} indexPrice={indexPrice} lastTrade={depth?.trades[0]} />
          <Side
            rows={ladder.bids}
            side="bid"
            quantityScale={market.quantity_scale}
            onPick={onPick}
            roving={roving}
          />
        </>
      )}
    </section>
  );
}
