import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { TableState } from './query-state.tsx';
import { SnapshotBar } from './snapshot-bar.tsx';

/**
 * Every item of a catalogue operations keep (baskets, escrow products), open and closed, in one
 * table whose rows open to their details. Staff who may edit create an item and change one in
 * the feature's editor; the others only read.
 */
export function CatalogTab<T extends { id: number }>(props: {
  query: UseQueryResult<T[]>;
  mayEdit: boolean;
  columns: TableColumnsType<T>;
  /** What one item and many are called: "basket", "baskets". */
  noun: { one: string; many: string };
  /** Test ids start with it: `${testIdPrefix}-new`, `${testIdPrefix}-edit-${id}`. */
  testIdPrefix: string;
  /** Test ids of the list: `${listTestIdPrefix}-refresh`, `-note` and `-table`. */
  listTestIdPrefix: string;
  /** What a change does to the customers already in, above the table. */
  note: string;
  scrollX: number;
  details(item: T): ReactNode;
  editor(item: T | null, onClose: () => void): ReactNode;
}) {
  const { query, mayEdit, noun } = props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const columns = [...props.columns];
  if (mayEdit) {
    columns.push({
      title: '',
      key: 'edit',
      width: 70,
      fixed: 'right',
      render: (_, item) => (
        <Button
          size="small"
          onClick={() => setEditing(item)}
          data-testid={`${props.testIdPrefix}-edit-${item.id}`}
        >
          Edit
        </Button>
      ),
    });
  }
  const none = `No ${noun.many} yet`;
  return (
    <>
      <SnapshotBar query={query} refreshTestId={`${props.listTestIdPrefix}-refresh`}>
        {mayEdit ? (
          <Button type="primary" onClick={() => setEditing('new')} data-testid={`${props.testIdPrefix}-new`}>
            New {noun.one}
          </Button>
        ) : (
          <span />
        )}
      </SnapshotBar>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid={`${props.listTestIdPrefix}-note`}
        title={props.note}
      />
      <TableState query={query}>
        <Table<T>
          data-testid={`${props.listTestIdPrefix}-table`}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data}
          loading={query.isFetching}
          scroll={{ x: props.scrollX }}
          pagination={false}
          expandable={{ expandedRowRender: (item) => props.details(item) }}
          locale={{ emptyText: mayEdit ? `${none}: create the first one.` : none }}
        />
      </TableState>
      {editing !== null && props.editor(editing === 'new' ? null : editing, () => setEditing(null))}
    </>
  );
}
