import type { Page } from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from './pager.tsx';
import { type Column, RowList, type RowListBreakpoint } from './row-list.tsx';
import { EmptyBlock, ErrorBlock, LoadingBlock } from './states.tsx';

/**
 * One page of a list with its loading, failure and empty states and the pager; the previous page
 * stays visible, dimmed, while the next one loads.
 */
export function PagedRows<T extends { id: number }>({
  query,
  empty,
  columns,
  rowTestId,
  template,
  breakpoint,
  page,
  pageSize,
  onPage,
}: {
  query: UseQueryResult<Page<T>>;
  empty: string;
  columns: readonly Column<T>[];
  rowTestId: string;
  template: string;
  breakpoint: RowListBreakpoint;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
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
        <EmptyBlock text={empty} />
      ) : (
        <RowList
          columns={columns}
          rows={items}
          rowKey={(r) => r.id}
          rowTestId={rowTestId}
          template={template}
          breakpoint={breakpoint}
        />
      )}
      <div className="px-4">
        <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />
      </div>
    </div>
  );
}
