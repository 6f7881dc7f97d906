import { WarningOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { messageOf } from '../api/errors';
import { commonText } from '../lib/text';
import { EmptyState } from './empty-state';
import { Btn, SkeletonLines } from './ui';

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
  if (isLoading) return <>{skeleton ?? <SkeletonLines rows={4} />}</>;
  if (error)
    return (
      <div className="sl-error" role="alert">
        <WarningOutlined style={{ fontSize: 36, color: '#faad14' }} />
        <div className="sl-error-title">{messageOf(error, commonText.loadFailed)}</div>
        {onRetry && <Btn onClick={onRetry}>{commonText.retry}</Btn>}
      </div>
    );
  if (isEmpty) return <>{empty ?? <EmptyState />}</>;
  return <>{children}</>;
}
