import type { FixedTermKind, FixedTermOrder, Page } from '@platform/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTabs as SharedListTabs } from '../../../components/ui/list-tabs.tsx';
import { PagedRows } from '../../../components/ui/paged-rows.tsx';
import type { Column } from '../../../components/ui/row-list.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useListPages } from '../../../components/ui/use-list-pages.ts';
import { LIST_PAGE_SIZE, useRefreshContracts } from '../api/contracts-api.ts';
import {
  type FixedTermList,
  fixedTermQueries,
  OPEN_REFRESH_MS,
  SETTLING_REFRESH_MS,
} from '../api/fixed-term-api.ts';
import { dueOrders, goneSince } from '../model/fixed-term.ts';
import { FIXED_TERM_TEMPLATES, useHistoryColumns, useOpenColumns } from './fixed-term-columns.tsx';
import { FixedTermResult, isSettled, useResultHeadline } from './fixed-term-result.tsx';
import { useServerNow } from './use-server-now.ts';

const LISTS: readonly FixedTermList[] = ['open', 'history'];
const ROW_TEST_IDS = { open: 'fixed-term-open-row', history: 'fixed-term-history-row' } as const;
/** Settled orders are read this often while nothing is expected to settle. */
const HISTORY_REFRESH_MS = 15_000;
/** An order gone from the open list is looked for in the history this long, then left to the list. */
const AWAIT_RESULT_MS = 20_000;
/** Results shown at once; older ones stay in the history. */
const RESULTS_SHOWN_MAX = 3;
const TOAST_TONE = { won: 'success', lost: 'warning', refunded: 'plain' } as const;

/**
 * Follows the open orders to their settlement: while one is due (its expiry has passed on the
 * server's clock) the open list and the history are read every second, else every 5 seconds as
 * a fallback. An order that leaves the open list is looked up in the history; its result is kept
 * to be shown, toasted, and the balances and lists are refreshed.
 */
function useSettlementWatch(kind: FixedTermKind, openPage: number, nowMs: number) {
  const refresh = useRefreshContracts();
  const headline = useResultHeadline();
  const open = useQuery({
    ...fixedTermQueries.list('open', kind, openPage),
    refetchInterval: (q) =>
      dueOrders(q.state.data?.items ?? [], nowMs).length > 0 ? SETTLING_REFRESH_MS : OPEN_REFRESH_MS,
  });
  const settling = dueOrders(open.data?.items ?? [], nowMs).length > 0;
  const [awaiting, setAwaiting] = useState<readonly { id: number; sinceMs: number }[]>([]);
  const [results, setResults] = useState<readonly FixedTermOrder[]>([]);
  const seen = useRef<{ key: string; items: readonly FixedTermOrder[] } | null>(null);
  const lookup = useQuery({
    ...fixedTermQueries.list('history', kind, 1),
    enabled: awaiting.length > 0,
    refetchInterval: SETTLING_REFRESH_MS,
  });

  useEffect(() => {
    if (!open.data || open.isPlaceholderData) return;
    const key = `${kind}:${openPage}`;
    const before = seen.current;
    seen.current = { key, items: open.data.items };
    if (before?.key !== key) return;
    const gone = goneSince(before.items, open.data.items);
    if (gone.length > 0) setAwaiting((a) => [...a, ...gone.map((o) => ({ id: o.id, sinceMs: Date.now() }))]);
  }, [open.data, open.isPlaceholderData, kind, openPage]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: nowMs runs the check each second, so a lookup that never finds its order ends.
  useEffect(() => {
    if (awaiting.length === 0) return;
    const settled = (lookup.data?.items ?? []).filter(
      (h) => isSettled(h) && awaiting.some((a) => a.id === h.id),
    );
    // Waiting is measured on this device's clock, as `sinceMs` is.
    const clientNow = Date.now();
    const stillAwaited = awaiting.filter(
      (a) => !settled.some((s) => s.id === a.id) && clientNow - a.sinceMs <= AWAIT_RESULT_MS,
    );
    if (stillAwaited.length !== awaiting.length) setAwaiting(stillAwaited);
    if (settled.length === 0) return;
    setResults((r) =>
      [...settled, ...r.filter((x) => !settled.some((s) => s.id === x.id))].slice(0, RESULTS_SHOWN_MAX),
    );
    for (const order of settled) if (isSettled(order)) showToast(TOAST_TONE[order.status], headline(order));
    void refresh();
  }, [lookup.data, awaiting, nowMs, headline, refresh]);

  const dismiss = (id: number) => setResults((r) => r.filter((x) => x.id !== id));
  return { open, busy: settling || awaiting.length > 0, results, dismiss };
}

/**
 * The user's open fixed-term orders of this product with their countdowns, and the settled ones
 * with their recorded prices. `list` is chosen here or by the screen (after an order, 'open').
 */
export function FixedTermLists({
  kind,
  list,
  onList,
  priceOf,
  clockOffsetMs,
}: {
  kind: FixedTermKind;
  list: FixedTermList;
  onList: (list: FixedTermList) => void;
  priceOf: (symbol: string) => string | null;
  clockOffsetMs: number;
}) {
  const { t } = useTranslation('contracts');
  const nowMs = useServerNow(clockOffsetMs);
  // Another product starts both lists on their first page.
  const [pageOf, setPageOf] = useListPages<FixedTermList>(kind);
  const setPage = (page: number) => setPageOf(list, page);
  const watch = useSettlementWatch(kind, pageOf('open'), nowMs);
  const history = useQuery({
    ...fixedTermQueries.list('history', kind, pageOf('history')),
    enabled: list === 'history',
    refetchInterval: watch.busy ? SETTLING_REFRESH_MS : HISTORY_REFRESH_MS,
  });
  const openColumns = useOpenColumns({ nowMs, priceOf });
  const historyColumns = useHistoryColumns({ nowMs });
  return (
    <section className="card" aria-label={t(`fixedTerm.lists.label.${kind}`)} data-testid="fixed-term-lists">
      <ListTabs kind={kind} list={list} onList={onList} openTotal={watch.open.data?.total ?? 0} />
      {watch.results.length > 0 && (
        <div className="space-y-2 px-4 pt-3">
          {watch.results.map((order) => (
            <FixedTermResult
              key={order.id}
              order={order}
              nowMs={nowMs}
              onDismiss={() => watch.dismiss(order.id)}
            />
          ))}
        </div>
      )}
      <div className="py-2" data-testid={`fixed-term-list-${list}`}>
        {list === 'open' ? (
          <PagedOrders
            list="open"
            kind={kind}
            query={watch.open}
            columns={openColumns}
            page={pageOf('open')}
            onPage={setPage}
          />
        ) : (
          <PagedOrders
            list="history"
            kind={kind}
            query={history}
            columns={historyColumns}
            page={pageOf('history')}
            onPage={setPage}
          />
        )}
      </div>
    </section>
  );
}

/** Open orders (with their count) and history. */
function ListTabs({
  kind,
  list,
  onList,
  openTotal,
}: {
  kind: FixedTermKind;
  list: FixedTermList;
  onList: (list: FixedTermList) => void;
  openTotal: number;
}) {
  const { t } = useTranslation('contracts');
  return (
    <SharedListTabs
      lists={LISTS}
      list={list}
      onList={onList}
      label={t(`fixedTerm.lists.label.${kind}`)}
      nameOf={(l) => t(`fixedTerm.lists.${l}`)}
      badgeOf={(l) =>
        l === 'open' &&
        openTotal > 0 && (
          <span className="ml-1.5 rounded-full bg-brand/15 px-1.5 py-0.5 text-[11px] text-brand tabular-nums">
            {openTotal}
          </span>
        )
      }
      testIdPrefix="fixed-term-tab"
      className="flex gap-4 border-b border-line px-4 pt-3"
    />
  );
}

/** One page of one of the product's lists, with its empty text, row test id and wide-screen template. */
function PagedOrders({
  list,
  kind,
  query,
  columns,
  page,
  onPage,
}: {
  list: FixedTermList;
  kind: FixedTermKind;
  query: UseQueryResult<Page<FixedTermOrder>>;
  columns: readonly Column<FixedTermOrder>[];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('contracts');
  return (
    <PagedRows
      query={query}
      empty={
        list === 'open' ? t(`fixedTerm.lists.emptyOpen.${kind}`) : t(`fixedTerm.lists.emptyHistory.${kind}`)
      }
      columns={columns}
      rowTestId={ROW_TEST_IDS[list]}
      template={FIXED_TERM_TEMPLATES[list]}
      breakpoint="lg"
      page={page}
      pageSize={LIST_PAGE_SIZE}
      onPage={onPage}
    />
  );
}
