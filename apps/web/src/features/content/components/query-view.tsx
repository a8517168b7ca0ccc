import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';

/** Loading, error (with retry) and data states of one query. */
export function QueryView<T>({
  query,
  lines,
  children,
}: {
  query: UseQueryResult<T>;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlock lines={lines} />;
  if (query.isError) return <ErrorBlock onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
