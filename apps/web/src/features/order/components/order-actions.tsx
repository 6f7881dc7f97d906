import type { TOrder } from '@shanlian/contract';
import type { Permission } from '@shanlian/contract/browser';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { orderText } from '../../../lib/text';
import { useCan } from '../../../lib/use-can';
import { TA } from '../order-text';
import { actionsFor, deleteArchives, type OrderAction } from '../rules/order-actions';
import './order-actions.css';

export interface OrderActionHandlers {
  onLogistics: (order: TOrder) => void;
  onReceive: (order: TOrder) => void;
  onCancel: (order: TOrder) => void;
  onDelete: (order: TOrder) => void;
  onReorder?: (order: TOrder) => void;
  /** The order whose 再次购买 is under way: its button waits. */
  reordering?: string | null;
}

export const orderDetailPath = (id: string) => `/eshop/store/orderDetail/${id}`;
export const orderReturnPath = (id: string) => `/eshop/store/orderReturn/${id}`;

/** The permission an action needs beyond reading the order. */
export const ACTION_NEEDS: Partial<Record<OrderAction, Permission>> = {
  receive: 'order:edit',
  aftersale: 'order:edit',
  reorder: 'cart:edit',
  cancel: 'order:edit',
  delete: 'order:delete',
};

/** The buttons of one order, as its status and the user's permissions allow (spec 02 §2.4). */
export function OrderActions({ order, handlers }: { order: TOrder; handlers: OrderActionHandlers }) {
  const navigate = useNavigate();
  const can = useCan();
  const run: Record<OrderAction, () => void> = {
    detail: () => navigate(orderDetailPath(order.Id)),
    logistics: () => handlers.onLogistics(order),
    receive: () => handlers.onReceive(order),
    aftersale: () => navigate(orderReturnPath(order.Id)),
    cancel: () => handlers.onCancel(order),
    reorder: () => handlers.onReorder?.(order),
    delete: () => handlers.onDelete(order),
  };
  const label = (a: OrderAction) => (a === 'reorder' ? TA.reorder : a === 'delete' && deleteArchives(order) ? TA.archive : orderText.action[a]);
  const look: Partial<Record<OrderAction, { type?: 'primary' | 'default' | 'link' | 'text'; danger?: boolean }>> = {
    receive: { type: 'primary' },
    delete: { type: 'text', danger: true },
    cancel: { type: 'text' },
    detail: { type: 'link' },
  };
  const buttons: ReactNode[] = actionsFor(order.Status, order.IsArchived)
    .filter((a) => (!ACTION_NEEDS[a] || can(ACTION_NEEDS[a])) && (a !== 'reorder' || !!handlers.onReorder))
    .map((a) => (
      <Button
        key={a}
        size="small"
        block
        autoInsertSpace={false}
        type={look[a]?.type ?? 'default'}
        danger={look[a]?.danger && !(a === 'delete' && deleteArchives(order))}
        onClick={run[a]}
        loading={a === 'reorder' && handlers.reordering === order.Id}
        disabled={a === 'reorder' && handlers.reordering === order.Id}
        data-testid={`order-action-${a}`}
      >
        {label(a)}
      </Button>
    ));
  return <div className="order-actions">{buttons}</div>;
}
