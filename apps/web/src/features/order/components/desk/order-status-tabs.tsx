import { ORDER_STATUS_NAMES } from '@shanlian/contract/browser';
import { Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { useNarrow } from '../../../../components/console-layout';
import { OrderStatus } from '../../../../lib/desk-rules';
import { deskText } from '../../../../lib/text';

const TABS: number[] = [
  OrderStatus.All,
  OrderStatus.PendingConfirm,
  OrderStatus.PendingShipment,
  OrderStatus.PendingReceipt,
  OrderStatus.Completed,
  OrderStatus.Cancelled,
];

const tabName = (s: number) => (s === OrderStatus.All ? deskText.statusAll : ORDER_STATUS_NAMES[s]);

/** 全部 / 待确认 / 待发货 / 待收货 / 已完成 / 已取消, each with its count; on a phone a strip that scrolls sideways by itself. */
export function OrderStatusTabs({ status, counts, onChange }: { status: number; counts?: Record<string, number>; onChange: (status: number) => void }) {
  const narrow = useNarrow();
  if (narrow) return <StatusStrip status={status} counts={counts} onChange={onChange} />;
  return (
    <Tabs
      className="desk-tabs"
      activeKey={String(status)}
      onChange={(k) => onChange(Number(k))}
      items={TABS.map((s) => ({
        key: String(s),
        label: (
          <span data-testid={`desk-tab-${s}`}>
            {tabName(s)}
            <span className="desk-tab-count">{counts?.[s] ?? 0}</span>
          </span>
        ),
      }))}
    />
  );
}

/** The phone's tabs: every status in one row that swipes inside its own strip, the chosen one scrolled into view. */
function StatusStrip({ status, counts, onChange }: { status: number; counts?: Record<string, number>; onChange: (status: number) => void }) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = strip.current;
    const active = el?.children[TABS.indexOf(status)] as HTMLElement | undefined;
    if (el && active) el.scrollLeft = active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
  }, [status]);
  return (
    <div className="desk-status-strip" role="tablist" ref={strip}>
      {TABS.map((s) => (
        <button
          key={s}
          type="button"
          role="tab"
          aria-selected={s === status}
          className={s === status ? 'desk-status-chip active' : 'desk-status-chip'}
          onClick={() => s !== status && onChange(s)}
          data-testid={`desk-tab-${s}`}
        >
          {tabName(s)}
          <span className="desk-tab-count">{counts?.[s] ?? 0}</span>
        </button>
      ))}
    </div>
  );
}
