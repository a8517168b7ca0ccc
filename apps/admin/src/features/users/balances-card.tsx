import { Alert, Button, Card, Flex, Table } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BookSwitch } from '../../components/book-switch.tsx';
import { Figure } from '../../components/figures.tsx';
import { LoadError } from '../../components/query-state.tsx';
import { AdjustmentDialog } from './adjustment-dialog.tsx';
import { useUserBalances } from './ledger-api.ts';
import {
  ADJUSTMENT_QUEUE_PATH,
  ADJUSTMENT_QUEUE_TITLE,
  type BalanceRow,
  type Book,
  sortBalances,
} from './ledger-model.ts';

/** The card names the book once in its switch, so the labels stay short. */
const BOOK_LABELS: Readonly<Record<Book, string>> = { real: 'Real', demo: 'Demo' };

/**
 * The customer's ledger accounts in one book, with available and frozen amounts exactly as the
 * ledger holds them. Finance may ask for an adjustment here; it waits for a second approver.
 */
export function BalancesCard(props: {
  uid: number;
  book: Book;
  onBook(book: Book): void;
  mayAdjust: boolean;
  demoUser: boolean;
}) {
  const query = useUserBalances(props.uid, props.book);
  const rows = useMemo(() => (query.data ? sortBalances(query.data) : undefined), [query.data]);
  const [adjusting, setAdjusting] = useState(false);
  const [requested, setRequested] = useState<number | null>(null);
  return (
    <Card title="Balances" data-testid="balances-card">
      {/* In the body rather than the card's header, so it wraps instead of hiding the title on a phone. */}
      <Flex gap={8} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <BookSwitch book={props.book} onChange={props.onBook} testId="book-switch" labels={BOOK_LABELS} />
        {props.mayAdjust && (
          <Button data-testid="request-adjustment" onClick={() => setAdjusting(true)}>
            Request adjustment
          </Button>
        )}
      </Flex>
      {requested !== null && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setRequested(null) }}
          style={{ marginBottom: 16 }}
          data-testid="adjustment-requested"
          title={
            <>
              Adjustment #{requested} waits for a second finance staff member in{' '}
              <Link to={ADJUSTMENT_QUEUE_PATH}>{ADJUSTMENT_QUEUE_TITLE}</Link>. Balances change only once it
              is approved.
            </>
          }
        />
      )}
      {query.isError ? (
        <LoadError error={query.error} retry={() => query.refetch()} />
      ) : (
        <Table<BalanceRow>
          data-testid="balances-table"
          rowKey="account_id"
          size="small"
          dataSource={rows}
          loading={query.isFetching}
          pagination={false}
          scroll={{ x: 640 }}
          locale={{ emptyText: `No accounts in the ${props.book} book` }}
          columns={[
            { title: 'Account', dataIndex: 'type', width: 110 },
            { title: 'Asset', dataIndex: 'asset', width: 90 },
            {
              title: 'Available',
              dataIndex: 'available',
              align: 'right',
              render: (v: string) => <Figure value={v} />,
            },
            {
              title: 'Frozen',
              dataIndex: 'frozen',
              align: 'right',
              render: (v: string) => <Figure value={v} />,
            },
            { title: 'Ledger account', dataIndex: 'account_id', width: 130, align: 'right' },
          ]}
        />
      )}
      {adjusting && (
        <AdjustmentDialog
          uid={props.uid}
          demoUser={props.demoUser}
          onClose={() => setAdjusting(false)}
          onRequested={setRequested}
        />
      )}
    </Card>
  );
}
