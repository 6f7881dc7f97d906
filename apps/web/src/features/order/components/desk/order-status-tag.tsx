import { Tag } from 'antd';

const COLORS: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'geekblue', 4: 'green', 5: 'default' };

export function OrderStatusTag({ status, name }: { status: number; name: string }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}
