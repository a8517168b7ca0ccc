import type { Page } from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { PAGE_SIZES, type Paging, pagingChange } from '../lib/paging.ts';
import { TableState } from './query-state.tsx';

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> {
  /** One page of the list, as the server sent it. */
  query: UseQueryResult<Page<T>>;
  /** The page shown and its size. */
  paging: Paging;
  /** How many rows the whole list has, in words beside the pager. */
  totalText(total: number): string;
  /** Another page, or another size from page 1 (see pagingChange). */
  onPaging(change: Partial<Paging>): void;
}

/**
 * A list the server pages, in a table: the load error in place of a list that never loaded,
 * the rows and a pager otherwise. The rows on screen stay while another page loads.
 */
export function PagedTable<T extends object>({
  query,
  paging,
  totalText,
  onPaging,
  ...table
}: PagedTableProps<T>) {
  return (
    <TableState query={query}>
      <Table<T>
        {...table}
        dataSource={query.data?.items}
        loading={query.isFetching}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: query.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => totalText(total),
          onChange: (page, pageSize) => onPaging(pagingChange(paging, page, pageSize)),
        }}
      />
    </TableState>
  );
}
