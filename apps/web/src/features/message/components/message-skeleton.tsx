import { Skeleton } from 'antd';

export function MessageSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} style={{ padding: '16px 8px', borderBottom: '1px solid #f0f0f0' }}>
          <Skeleton active avatar={{ size: 36 }} title={{ width: '40%' }} paragraph={{ rows: 1, width: '80%' }} />
        </div>
      ))}
    </div>
  );
}
