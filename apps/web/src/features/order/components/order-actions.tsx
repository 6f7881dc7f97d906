import type { TOrder } from '@shanlian/contract';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Permission } from '@shanlian/contract/browser';
import { TO } from '../../../lib/text';
import { useCan } from '../../../lib/use-can';
import { actionsFor, type OrderAction } from '../rules/order-actions';

export interface OrderActionHandlers {
  onLogistics: (order: TOrder) => void;
  onReceive: (order: TOrder) => void;
  onCancel: (order: TOrder) => void;
  onDelete: (order: TOrder) => void;
}

export const orderDetailPath = (id: string) => `/eshop/store/orderDetail/${id}`;
export const orderReturnPath = (id: string) => `/eshop/store/orderReturn/${id}`;

/** The permission an action needs beyond reading the order. */
export const ACTION_NEEDS: Partial<Record<OrderAction, Permission>> = {
  receive: 'order:edit',
  aftersale: 'order:edit',
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
    delete: () => handlers.onDelete(order),
  };
  const look: Partial<Record<OrderAction, { type?: 'primary' | 'default' | 'link' | 'text'; danger?: boolean }>> = {
    receive: { type: 'primary' },
    delete: { type: 'text', danger: true },
    cancel: { type: 'text' },
    detail: { type: 'link' },
  };
  const buttons: ReactNode[] = actionsFor(order.Status)
    .filter((a) => !ACTION_NEEDS[a] || can(ACTION_NEEDS[a]))
    .map((a) => (
      <Button
        key={a}
        size="small"
        block
        autoInsertSpace={false}
        type={look[a]?.type ?? 'default'}
        danger={look[a]?.danger}
        onClick={run[a]}
        data-testid={`order-action-${a}`}
      >
        {TO.action[a]}
      </Button>
    ));
  return <div className="order-actions">{buttons}</div>;
}
