import { Tabs } from 'antd';
import { orderText } from '../../../lib/text';
import { TA } from '../order-text';
import './order-status-tabs.css';

/** The 已归档 tab's key: not a status, the archived orders of every status. */
export const ARCHIVED_TAB = 'archived';

/** 全部 待确认 待发货 待收货 已完成 已取消, each with its count, then 已归档. */
export function OrderStatusTabs({
  status,
  archived = false,
  counts,
  onChange,
}: {
  status: number;
  archived?: boolean;
  counts: Record<string, number> | undefined;
  onChange: (s: number, archived: boolean) => void;
}) {
  return (
    <Tabs
      className="order-tabs"
      activeKey={archived ? ARCHIVED_TAB : String(status)}
      onChange={(k) => (k === ARCHIVED_TAB ? onChange(0, true) : onChange(Number(k), false))}
      items={[
        ...orderText.statusTabs.map((t) => ({
          key: String(t.status),
          label: (
            <span data-testid={`order-tab-${t.status}`}>
              {t.label}
              <span className="order-tab-count">{counts?.[String(t.status)] ?? 0}</span>
            </span>
          ),
        })),
        { key: ARCHIVED_TAB, label: <span data-testid="order-tab-archived">{TA.archivedTab}</span> },
      ]}
    />
  );
}
