import { Tabs } from 'antd';
import { TO } from '../../../lib/text';

/** 全部 待确认 待发货 待收货 已完成 已取消, each with its count. */
export function OrderStatusTabs({ status, counts, onChange }: { status: number; counts: Record<string, number> | undefined; onChange: (s: number) => void }) {
  return (
    <Tabs
      className="order-tabs"
      activeKey={String(status)}
      onChange={(k) => onChange(Number(k))}
      items={TO.statusTabs.map((t) => ({
        key: String(t.status),
        label: (
          <span data-testid={`order-tab-${t.status}`}>
            {t.label}
            <span className="order-tab-count">{counts?.[String(t.status)] ?? 0}</span>
          </span>
        ),
      }))}
    />
  );
}
