import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { AdminRefusal } from '../lib/admin-api.ts';

/** Why a query failed, in words a staff member can act on. */
export function describeError(error: unknown): string {
  if (error instanceof AdminRefusal) {
    if (error.reason === 'AUTH_FORBIDDEN') return 'Your roles do not allow this page.';
    return error.message || `The server refused the request (code ${error.code}).`;
  }
  return 'The server could not be reached.';
}

/** A failed load with a retry button. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Result
      status="warning"
      title="Could not load this data"
      subTitle={describeError(error)}
      extra={<Button onClick={retry}>Try again</Button>}
    />
  );
}

/** Loading and error states of a query; renders its data once it has arrived. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin size="large" />
      </div>
    );
  }
  if (query.isError) return <LoadError error={query.error} retry={() => query.refetch()} />;
  return <>{children(query.data)}</>;
}

/**
 * The states of a table fed by a query: a first load that failed shows the error with a retry,
 * in place of the table. Otherwise the table shows, with rows already loaded kept on screen
 * (and its own spinner) while the next ones load.
 */
export function TableState({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  if (query.isError && query.data === undefined)
    return <LoadError error={query.error} retry={() => query.refetch()} />;
  return <>{children}</>;
}

/** Shown at a route the staff member's roles do not allow. */
export function Forbidden() {
  return <Result status="403" title="Not allowed" subTitle="Your roles do not allow this page." />;
}
