import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { T } from '../lib/text';

export function EmptyState({ description = T.noData, children }: { description?: ReactNode; children?: ReactNode }) {
  return (
    <div style={{ padding: '40px 0' }}>
      <Empty description={description}>{children}</Empty>
    </div>
  );
}
