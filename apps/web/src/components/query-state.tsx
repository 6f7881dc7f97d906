import { WarningOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { T } from '../lib/text';
import { EmptyState } from './empty-state';

/** Loading skeleton, error with retry, empty state, or the content. */
export function QueryState({
  isLoading,
  error,
  isEmpty,
  onRetry,
  skeleton,
  empty,
  children,
}: {
  isLoading: boolean;
  error?: unknown;
  isEmpty?: boolean;
  onRetry?: () => void;
  skeleton?: ReactNode;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (isLoading) return <>{skeleton ?? <Skeleton active paragraph={{ rows: 4 }} />}</>;
  if (error)
    return (
      <div className="sl-error" role="alert">
        <WarningOutlined style={{ fontSize: 36, color: '#faad14' }} />
        <div className="sl-error-title">{error instanceof Error ? error.message : T.loadFailed}</div>
        {onRetry && <Button onClick={onRetry}>{T.retry}</Button>}
      </div>
    );
  if (isEmpty) return <>{empty ?? <EmptyState />}</>;
  return <>{children}</>;
}
