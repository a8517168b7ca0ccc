import type { AdminContractPosition, ContractStatus, Page } from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { BookSwitch } from '../../components/book-switch.tsx';
import { Figure, RecordedPrice, SignedFigure, When } from '../../components/figures.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { countText } from '../../lib/format.ts';
import { usePositions, useSettlements } from './api.ts';
import { type CloseReason, type ContractsView, emptyText, markPrice } from './contracts-model.ts';
import { ContractFilters } from './filters.tsx';
import { DirectionTag, ReasonTag, StatusTag } from './tags.tsx';

type Position = AdminContractPosition;
const right = { align: 'right' } as const;
const figure = (v: string) => <Figure value={v} />;

const id = { title: 'ID', dataIndex: 'id', width: 60 };
const uid = {
  title: 'UID',
  dataIndex: 'uid',
  width: 70,
  render: (value: number) => <Link to={`/users/${value}`}>{value}</Link>,
};
const symbol = { title: 'Instrument', dataIndex: 'symbol', width: 130 };
const side = {
  title: 'Side',
  key: 'side',
  width: 100,
  render: (_: unknown, p: Position) => <DirectionTag direction={p.direction} leverage={p.leverage} />,
};
const lots = { title: 'Lots', dataIndex: 'lots', width: 70, ...right, render: figure };
const margin = { title: 'Margin (USDT)', dataIndex: 'margin', width: 120, ...right, render: figure };
/** The open's price, source and time; a pending open shows its level and when it was placed. */
const opened = {
  title: 'Opened at',
  key: 'opened',
  width: 180,
  render: (_: unknown, p: Position) =>
    p.opened || p.pending_price === null ? (
      <RecordedPrice recorded={p.opened} />
    ) : (
      <>
        waits for <Figure value={p.pending_price} />
        <When label="placed" seconds={p.created_at} />
      </>
    ),
};
const pnl = {
  title: 'P&L (USDT)',
  dataIndex: 'pnl',
  width: 120,
  ...right,
  render: (v: string | null) => <SignedFigure value={v} />,
};

const positionColumns: TableColumnsType<Position> = [
  id,
  uid,
  symbol,
  side,
  {
    title: 'Status',
    dataIndex: 'status',
    width: 110,
    render: (s: ContractStatus) => <StatusTag status={s} />,
  },
  lots,
  opened,
  {
    title: 'Now / closed at',
    key: 'mark',
    width: 120,
    ...right,
    render: (_, p) => <Figure value={markPrice(p)} />,
  },
  margin,
  pnl,
];

const settlementColumns: TableColumnsType<Position> = [
  id,
  uid,
  symbol,
  side,
  lots,
  margin,
  opened,
  {
    title: 'Closed at',
    key: 'closed',
    width: 180,
    render: (_, p) => <RecordedPrice recorded={p.closed} />,
  },
  {
    title: 'Reason',
    dataIndex: 'close_reason',
    width: 110,
    render: (r: CloseReason | null) => <ReasonTag reason={r} />,
  },
  pnl,
];

interface ListProps {
  view: ContractsView;
  onChange(change: Partial<ContractsView>): void;
}

/** Every position of a book, newest first: pending opens, open, closed, liquidated and cancelled. */
export function PositionsTab(props: ListProps) {
  return (
    <PositionList
      {...props}
      by="status"
      query={usePositions(props.view)}
      columns={positionColumns}
      noun="positions"
      nounOne="position"
      testId="positions-table"
      note="P&L is unrealised at the current price while a position is open, and realised once it is closed."
    />
  );
}

/** Closed and liquidated positions, the latest close first, with both recorded prices. */
export function SettlementsTab(props: ListProps) {
  return (
    <PositionList
      {...props}
      by="reason"
      query={useSettlements(props.view)}
      columns={settlementColumns}
      noun="settlements"
      nounOne="settlement"
      testId="settlements-table"
      note="Each settlement keeps the price it opened and closed at, where each price came from and when."
    />
  );
}

function PositionList({
  view,
  onChange,
  by,
  query,
  columns,
  noun,
  nounOne,
  testId,
  note,
}: ListProps & {
  by: 'status' | 'reason';
  query: UseQueryResult<Page<Position>>;
  columns: TableColumnsType<Position>;
  noun: string;
  nounOne: string;
  testId: string;
  note: string;
}) {
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <BookSwitch book={view.book} onChange={(book) => onChange({ book })} testId="contracts-book" />
        {/* Keyed by the filters, so the form shows what the address says after any change. */}
        <ContractFilters
          key={`${view.status}|${view.reason}|${view.symbol}|${view.uid}`}
          view={view}
          by={by}
          onApply={onChange}
        />
      </Flex>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      <PagedTable<Position>
        data-testid={testId}
        rowKey="id"
        size="small"
        columns={columns}
        scroll={{ x: 1100 }}
        locale={{ emptyText: emptyText(view, noun) }}
        query={query}
        paging={view}
        totalText={(total) => countText(total, nounOne, noun)}
        onPaging={onChange}
      />
    </>
  );
}
