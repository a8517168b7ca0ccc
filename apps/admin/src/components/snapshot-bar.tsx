import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatTime } from '../lib/format.ts';

/**
 * The bar over a figure of the moment (such as an exposure): its controls on the left, and on
 * the right when it was read and Refresh to read it again.
 */
export function SnapshotBar({
  query,
  refreshTestId,
  children,
}: {
  query: UseQueryResult<unknown>;
  refreshTestId: string;
  children: ReactNode;
}) {
  return (
    <Flex gap={8} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
      {children}
      <Flex gap={12} align="center">
        {query.data !== undefined && (
          <Typography.Text type="secondary">
            As of {formatTime(Math.floor(query.dataUpdatedAt / 1000))}
          </Typography.Text>
        )}
        <Button onClick={() => query.refetch()} loading={query.isFetching} data-testid={refreshTestId}>
          Refresh
        </Button>
      </Flex>
    </Flex>
  );
}
