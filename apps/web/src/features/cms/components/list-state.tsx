import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { operatorContentText } from '../../../lib/text/operator-content';

/** A content list's read: a skeleton while loading, the server's message with 重试, the empty line, or the list. */
export function ListState({
  query,
  empty,
  isEmpty,
  rows = 6,
  children,
}: {
  query: { isLoading: boolean; error: Error | null; refetch: () => unknown };
  empty: string;
  isEmpty: boolean;
  rows?: number;
  children: ReactNode;
}) {
  if (query.isLoading) return <Skeleton active paragraph={{ rows }} />;
  if (query.error)
    return (
      <EmptyState description={query.error.message || operatorContentText.loadFailed}>
        <Button onClick={() => void query.refetch()}>{operatorContentText.retry}</Button>
      </EmptyState>
    );
  if (isEmpty) return <EmptyState description={empty} />;
  return <>{children}</>;
}
