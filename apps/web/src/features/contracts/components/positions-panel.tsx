import type { ContractInstrument, ContractPosition } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { ListTabs, ScopeToggle } from '../../../components/ui/list-tabs.tsx';
import { PagedRows as SharedPagedRows } from '../../../components/ui/paged-rows.tsx';
import type { Column } from '../../../components/ui/row-list.tsx';
import { useListPages } from '../../../components/ui/use-list-pages.ts';
import { useReportFailure } from '../../../components/ui/use-report-failure.ts';
import {
  type ContractList,
  contractActions,
  LIST_PAGE_SIZE,
  useContractList,
  useRefreshContracts,
} from '../api/contracts-api.ts';
import { TEMPLATES, useHistoryColumns, usePendingColumns, usePositionColumns } from './position-columns.tsx';
import { CloseDialog, StopsDialog } from './position-dialogs.tsx';

const LISTS: readonly ContractList[] = ['positions', 'pending', 'history'];
const ROW_TEST_IDS = { positions: 'position-row', pending: 'pending-row', history: 'history-row' } as const;
const EMPTY_KEYS = {
  positions: 'lists.emptyPositions',
  pending: 'lists.emptyPending',
  history: 'lists.emptyHistory',
} as const;

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
  // Another instrument or filter starts every list on its first page.
  const [pageOf, setPageOf] = useListPages<ContractList>(`${instrument.symbol}:${allInstruments}`);
  const setPage = (next: number) => setPageOf(list, next);
  const params = { ...(allInstruments ? {} : { symbol: instrument.symbol }), page: pageOf(list) };
  const bySymbol = new Map(instruments.map((i) => [i.symbol, i]));
  return (
    <section className="card" aria-label={t('lists.label')}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 border-b border-line px-4 pt-3">
        <ListTabs
          lists={LISTS}
          list={list}
          onList={onList}
          label={t('lists.label')}
          nameOf={(l) => t(`lists.${l}`)}
          testIdPrefix="contracts-tab"
          className="flex gap-4"
        />
        <ScopeToggle
          checked={allInstruments}
          onChange={setAllInstruments}
          label={t('lists.allInstruments')}
          testId="contracts-all-instruments"
        />
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

/** One page of one of the panel's lists, with its empty text, row test id and wide-screen template. */
function PagedRows({
  list,
  query,
  columns,
  page,
  onPage,
}: {
  list: ContractList;
  query: ReturnType<typeof useContractList>;
  columns: readonly Column<ContractPosition>[];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('contracts');
  return (
    <SharedPagedRows
      query={query}
      empty={t(EMPTY_KEYS[list])}
      columns={columns}
      rowTestId={ROW_TEST_IDS[list]}
      template={TEMPLATES[list]}
      breakpoint="lg"
      page={page}
      pageSize={LIST_PAGE_SIZE}
      onPage={onPage}
    />
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
