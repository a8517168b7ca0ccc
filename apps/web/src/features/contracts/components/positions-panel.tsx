import type { ContractInstrument, ContractPosition, Page } from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiRefusal, NetworkError } from '../../../lib/api-client.ts';
import {
  type ContractList,
  contractActions,
  LIST_PAGE_SIZE,
  useContractList,
  useRefreshContracts,
} from '../api/contracts-api.ts';
import { TEMPLATES, useHistoryColumns, usePendingColumns, usePositionColumns } from './position-columns.tsx';
import { CloseDialog, StopsDialog } from './position-dialogs.tsx';
import { type Column, RowList } from './row-list.tsx';

const LISTS: readonly ContractList[] = ['positions', 'pending', 'history'];
const ROW_TEST_IDS = { positions: 'position-row', pending: 'pending-row', history: 'history-row' } as const;
const EMPTY_KEYS = {
  positions: 'lists.emptyPositions',
  pending: 'lists.emptyPending',
  history: 'lists.emptyHistory',
} as const;

/**
 * Refusals were toasted by the API client already; a request that never got an answer is
 * toasted here, because the client stays silent about those. Anything else is a bug and goes on.
 */
function useReportFailure() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (error instanceof NetworkError) showToast('warning', t('errors.network'));
    else if (!(error instanceof ApiRefusal)) throw error;
  };
}

interface ListProps {
  params: { symbol?: string; page: number };
  onPage: (page: number) => void;
}

/**
 * The user's open positions, pending opens and ended positions, in this instrument or in all of
 * them. `list` is chosen here or by the screen (after an order, the list it went to).
 */
export function PositionsPanel({
  instrument,
  instruments,
  list,
  onList,
}: {
  instrument: ContractInstrument;
  instruments: readonly ContractInstrument[];
  list: ContractList;
  onList: (list: ContractList) => void;
}) {
  const { t } = useTranslation('contracts');
  // Every position draws on the same contract account, so all are shown unless the user narrows them.
  const [allInstruments, setAllInstruments] = useState(true);
  const [pages, setPages] = useState({ positions: 1, pending: 1, history: 1, key: '' });
  const key = `${instrument.symbol}:${allInstruments}`;
  // Another instrument or filter starts every list on its first page.
  const page = pages.key === key ? pages[list] : 1;
  const setPage = (next: number) =>
    setPages((p) => ({
      ...(p.key === key ? p : { positions: 1, pending: 1, history: 1 }),
      [list]: next,
      key,
    }));
  const params = { ...(allInstruments ? {} : { symbol: instrument.symbol }), page };
  const bySymbol = new Map(instruments.map((i) => [i.symbol, i]));
  return (
    <section className="card" aria-label={t('lists.label')}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 border-b border-line px-4 pt-3">
        <div role="tablist" aria-label={t('lists.label')} className="flex gap-4">
          {LISTS.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={list === l}
              onClick={() => onList(l)}
              data-testid={`contracts-tab-${l}`}
              className={`-mb-px border-b-2 pb-2.5 text-sm font-medium ${list === l ? 'border-brand text-ink' : 'border-transparent text-mute hover:text-ink'}`}
            >
              {t(`lists.${l}`)}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 pb-2.5 text-xs text-mute">
          <input
            type="checkbox"
            checked={allInstruments}
            onChange={(e) => setAllInstruments(e.target.checked)}
            className="size-4 accent-brand"
            data-testid="contracts-all-instruments"
          />
          {t('lists.allInstruments')}
        </label>
      </div>
      <div className="py-2" data-testid={`contracts-list-${list}`}>
        {list === 'positions' && (
          <Positions
            instrument={instrument}
            instruments={bySymbol}
            allInstruments={allInstruments}
            params={params}
            onPage={setPage}
          />
        )}
        {list === 'pending' && (
          <PendingOrders
            instrument={instrument}
            allInstruments={allInstruments}
            params={params}
            onPage={setPage}
          />
        )}
        {list === 'history' && <History params={params} onPage={setPage} />}
      </div>
    </section>
  );
}

/**
 * One page of a list with its loading, failure and empty states and the pager; the previous page
 * stays visible, dimmed, while the next one loads.
 */
function PagedRows({
  list,
  query,
  columns,
  page,
  onPage,
}: {
  list: ContractList;
  query: UseQueryResult<Page<ContractPosition>>;
  columns: readonly Column<ContractPosition>[];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('contracts');
  if (query.isPending)
    return (
      <div className="px-4">
        <LoadingBlock lines={4} />
      </div>
    );
  if (query.isError)
    return (
      <div className="px-4">
        <ErrorBlock onRetry={() => void query.refetch()} />
      </div>
    );
  const { items, total } = query.data;
  return (
    <div className={query.isPlaceholderData ? 'opacity-60' : ''}>
      {items.length === 0 ? (
        <EmptyBlock text={t(EMPTY_KEYS[list])} />
      ) : (
        <RowList
          columns={columns}
          rows={items}
          rowKey={(r) => r.id}
          rowTestId={ROW_TEST_IDS[list]}
          template={TEMPLATES[list]}
        />
      )}
      <div className="px-4">
        <Pager page={page} pageSize={LIST_PAGE_SIZE} total={total} onPage={onPage} />
      </div>
    </div>
  );
}

/** Closes every position and cancels every pending open, in this instrument or in all, after asking. */
function CloseAllButton({
  instrument,
  allInstruments,
}: {
  instrument: ContractInstrument;
  allInstruments: boolean;
}) {
  const { t } = useTranslation('contracts');
  const refresh = useRefreshContracts();
  const report = useReportFailure();
  const [dialog, ask] = useConfirm();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const ok = await ask({
      title: t('closeAll.title'),
      body: allInstruments
        ? t('closeAll.everywhere')
        : t('closeAll.instrument', { symbol: instrument.symbol }),
      confirm: t('closeAll.ok'),
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    await contractActions
      .closeAll(allInstruments ? undefined : instrument.symbol)
      .catch(report)
      .finally(() => {
        setBusy(false);
        void refresh();
      });
  };
  return (
    <div className="flex justify-end px-4 pb-1">
      {dialog}
      <button
        type="button"
        className="btn-danger h-8 px-3 text-xs"
        disabled={busy}
        onClick={() => void run()}
        data-testid="close-all"
      >
        {t('lists.closeAll')}
      </button>
    </div>
  );
}

function Positions({
  instrument,
  instruments,
  allInstruments,
  params,
  onPage,
}: ListProps & {
  instrument: ContractInstrument;
  instruments: ReadonlyMap<string, ContractInstrument>;
  allInstruments: boolean;
}) {
  const query = useContractList('positions', params);
  const [open, setOpen] = useState<{ kind: 'close' | 'stops'; position: ContractPosition } | null>(null);
  const columns = usePositionColumns({
    instruments,
    close: (position) => setOpen({ kind: 'close', position }),
    stops: (position) => setOpen({ kind: 'stops', position }),
  });
  const dialogInstrument = open ? instruments.get(open.position.symbol) : undefined;
  return (
    <>
      {open && dialogInstrument && open.kind === 'close' && (
        <CloseDialog position={open.position} instrument={dialogInstrument} onClose={() => setOpen(null)} />
      )}
      {open && dialogInstrument && open.kind === 'stops' && (
        <StopsDialog position={open.position} instrument={dialogInstrument} onClose={() => setOpen(null)} />
      )}
      {query.data !== undefined && query.data.total > 0 && (
        <CloseAllButton instrument={instrument} allInstruments={allInstruments} />
      )}
      <PagedRows list="positions" query={query} columns={columns} page={params.page} onPage={onPage} />
    </>
  );
}

function PendingOrders({
  instrument,
  allInstruments,
  params,
  onPage,
}: ListProps & { instrument: ContractInstrument; allInstruments: boolean }) {
  const query = useContractList('pending', params);
  const refresh = useRefreshContracts();
  const report = useReportFailure();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const cancel = (p: ContractPosition) => {
    setPending((s) => new Set(s).add(p.id));
    contractActions
      .cancel(p.id)
      .catch(report)
      .finally(() => {
        setPending((s) => new Set([...s].filter((id) => id !== p.id)));
        void refresh();
      });
  };
  const columns = usePendingColumns({ pending, run: cancel });
  return (
    <>
      {query.data !== undefined && query.data.total > 0 && (
        <CloseAllButton instrument={instrument} allInstruments={allInstruments} />
      )}
      <PagedRows list="pending" query={query} columns={columns} page={params.page} onPage={onPage} />
    </>
  );
}

function History({ params, onPage }: ListProps) {
  return (
    <PagedRows
      list="history"
      query={useContractList('history', params)}
      columns={useHistoryColumns()}
      page={params.page}
      onPage={onPage}
    />
  );
}
