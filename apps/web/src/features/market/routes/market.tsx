import { MARKET_CATEGORIES } from '@platform/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { storage } from '../../../lib/storage.ts';
import { useCurrencyAll, useSpotSymbols } from '../api/market-api.ts';
import { MarketList } from '../components/market-list.tsx';
import { SimulatedBadge } from '../components/simulated-badge.tsx';
import { useFavourites, useLiveQuotes } from '../model/live.ts';
import { seedQuotes } from '../model/quote-store.ts';
import { type SortDirection, type SortKey, type Tab, visibleItems } from '../model/sorting.ts';

const TABS: readonly Tab[] = ['favourites', 'all', ...MARKET_CATEGORIES];
const TAB_KEY = 'market.tab';

function isTab(value: string | null): value is Tab {
  return value !== null && (TABS as readonly string[]).includes(value);
}

function Tabs({ tab, onChange }: { tab: Tab; onChange(tab: Tab): void }) {
  const { t } = useTranslation('market');
  return (
    <div role="tablist" className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0">
      {TABS.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={tab === key}
          data-testid={`tab-${key}`}
          onClick={() => onChange(key)}
          className={`shrink-0 rounded-lg px-3 py-1.5 text-sm whitespace-nowrap ${tab === key ? 'bg-panel-2 font-semibold text-ink' : 'text-mute hover:text-ink'}`}
        >
          {t(`categories.${key}`)}
        </button>
      ))}
    </div>
  );
}

function SortButton({
  value,
  sort,
  direction,
  onChange,
}: {
  value: Exclude<SortKey, 'default'>;
  sort: SortKey;
  direction: SortDirection;
  onChange(sort: SortKey, direction: SortDirection): void;
}) {
  const { t } = useTranslation('market');
  const active = sort === value;
  const next = () => {
    if (!active) onChange(value, 'desc');
    else if (direction === 'desc') onChange(value, 'asc');
    else onChange('default', 'desc');
  };
  return (
    <button
      type="button"
      data-testid={`sort-${value}`}
      aria-pressed={active}
      onClick={next}
      className={`inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs ${active ? 'text-brand' : 'text-mute hover:text-ink'}`}
    >
      {t(`sort.${value}`)}
      <span aria-hidden="true" className="w-2 text-center">
        {active ? (direction === 'desc' ? '↓' : '↑') : '↕'}
      </span>
    </button>
  );
}

export function Component() {
  const { t } = useTranslation('market');
  const all = useCurrencyAll();
  const live = useLiveQuotes();
  const traded = useSpotSymbols();
  const favouriteSymbols = useFavourites();
  const [tab, setTab] = useState<Tab>(() => {
    const stored = storage.get(TAB_KEY);
    return isTab(stored) ? stored : 'all';
  });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'default',
    direction: 'desc',
  });
  useEffect(() => {
    if (all.data)
      seedQuotes(
        all.data.items.flatMap((i) => (i.quote ? [i.quote] : [])),
        all.data.simulated,
      );
  }, [all.data]);
  const rows = useMemo(
    () =>
      visibleItems(all.data?.items ?? [], live, {
        tab,
        search,
        sort: sort.key,
        direction: sort.direction,
        favourites: favouriteSymbols,
        traded,
      }),
    [all.data, live, tab, search, sort, favouriteSymbols, traded],
  );
  const chooseTab = (next: Tab) => {
    setTab(next);
    storage.set(TAB_KEY, next);
  };
  const onSort = (key: SortKey, direction: SortDirection) => setSort({ key, direction });
  return (
    <Page wide>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{t('title')}</h1>
        {/* On a phone the strip under the header says it already. */}
        <SimulatedBadge className="hidden sm:inline-flex" />
      </div>
      <input
        type="search"
        data-testid="market-search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('search')}
        aria-label={t('search')}
        maxLength={32}
        className="mb-3 w-full rounded-xl border border-line bg-panel px-4 py-2.5 text-sm outline-none placeholder:text-mute focus:border-brand/60 md:max-w-sm"
      />
      <Tabs tab={tab} onChange={chooseTab} />
      <div className="mt-2 flex items-center gap-1 border-b border-line pb-1 pl-10 text-xs text-mute md:pr-3">
        <span className="flex-1">{t('columns.name')}</span>
        <span className="inline-flex whitespace-nowrap md:w-32 md:justify-end">
          <SortButton value="volume" sort={sort.key} direction={sort.direction} onChange={onSort} />
        </span>
        <span className="hidden w-36 text-right md:inline">{t('columns.last')}</span>
        <span className="inline-flex justify-end whitespace-nowrap md:min-w-[80px]">
          <SortButton value="change" sort={sort.key} direction={sort.direction} onChange={onSort} />
        </span>
      </div>
      {all.isPending ? (
        <LoadingBlock lines={8} />
      ) : all.isError ? (
        <ErrorBlock onRetry={() => void all.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyBlock text={tab === 'favourites' && search === '' ? t('noFavourites') : t('noResults')} />
      ) : (
        <MarketList items={rows} favouriteSymbols={favouriteSymbols} traded={traded} />
      )}
    </Page>
  );
}
