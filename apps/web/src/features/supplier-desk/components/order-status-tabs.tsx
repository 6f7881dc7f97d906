import { ORDER_STATUS_NAMES } from '@shanlian/contract/browser';
import { Tabs } from 'antd';
import { TDesk } from '../../../lib/text';
import { OrderStatus } from '../rules/desk-rules';

const TABS = [
  OrderStatus.All,
  OrderStatus.PendingConfirm,
  OrderStatus.PendingShipment,
  OrderStatus.PendingReceipt,
  OrderStatus.Completed,
  OrderStatus.Cancelled,
];

/** 全部 / 待确认 / 待发货 / 待收货 / 已完成 / 已取消, each with its count. */
export function OrderStatusTabs({ status, counts, onChange }: { status: number; counts?: Record<string, number>; onChange: (status: number) => void }) {
  return (
    <Tabs
      className="desk-tabs"
      activeKey={String(status)}
      onChange={(k) => onChange(Number(k))}
      items={TABS.map((s) => ({
        key: String(s),
        label: (
          <span data-testid={`desk-tab-${s}`}>
            {s === OrderStatus.All ? TDesk.statusAll : ORDER_STATUS_NAMES[s]}
            <span className="desk-tab-count">{counts?.[s] ?? 0}</span>
          </span>
        ),
      }))}
    />
  );
}
