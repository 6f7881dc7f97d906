import { Skeleton } from 'antd';

/** The profile while it loads: the header, the tabs and two columns of fields. */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true">
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 24 }}>
        <Skeleton.Avatar active size={64} shape="square" />
        <Skeleton active title={{ width: 240 }} paragraph={{ rows: 1, width: 360 }} />
      </div>
      <Skeleton.Button active style={{ width: 200, marginBottom: 24 }} />
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '18px 32px', marginBottom: 32 }}>
          {[0, 1, 2, 3].map((j) => (
            <Skeleton.Input key={j} active block />
          ))}
        </div>
      ))}
    </div>
  );
}
