import type { TOrder, TOrderLine } from '@shanlian/contract';

import { OrderStatus } from '@shanlian/contract/browser';

export { OrderStatus };

export type OrderAction = 'detail' | 'logistics' | 'receive' | 'aftersale' | 'reorder' | 'cancel' | 'delete';

const S = OrderStatus;

/** What each action needs of the order's status (spec 02 §2.4; cancel also before shipment, as the server allows). */
const ALLOWED: Record<OrderAction, (status: number) => boolean> = {
  detail: () => true,
  logistics: (s) => s === S.PendingReceipt || s === S.Completed,
  receive: (s) => s === S.PendingShipment || s === S.PendingReceipt,
  aftersale: (s) => s === S.Completed,
  reorder: () => true,
  cancel: (s) => s === S.PendingConfirm || s === S.PendingShipment,
  delete: (s) => s === S.Completed || s === S.Cancelled,
};

const ORDER: OrderAction[] = ['detail', 'logistics', 'receive', 'aftersale', 'reorder', 'cancel', 'delete'];

/** The buttons of one order in "my orders", in display order; an archived order is not deleted again. */
export const actionsFor = (status: number, archived = false): OrderAction[] => ORDER.filter((a) => ALLOWED[a](status) && !(archived && a === 'delete'));

/** 删除 of an order with a receipt or invoices archives it (purchase records are kept). */
export const deleteArchives = (order: Pick<TOrder, 'Status' | 'B2B_ElectricityorderinvfileInfos'>) =>
  order.Status === S.Completed || order.B2B_ElectricityorderinvfileInfos.length > 0;

/** The order list's icon actions (spec 02 §2.6): invoice from status 3, confirm at 3, cancel below 3; delete (≥ 3) only once done or cancelled. */
export const listActions = (status: number) => ({
  invoice: status >= S.PendingReceipt,
  confirm: status === S.PendingReceipt,
  cancel: status < S.PendingReceipt,
  delete: ALLOWED.delete(status),
});

/** Returns and exchanges can be registered once the order is shipped (spec 02 §2.7 "editable"). */
export const canRegisterReturn = (status: number) => status === S.PendingReceipt || status === S.Completed;

/** What arrived of a line: the received number once confirmed, else what was ordered. */
export const receivedOf = (line: Pick<TOrderLine, 'SealNumber' | 'ReceivedNumber'>) => line.ReceivedNumber ?? line.SealNumber;

/** The amount actually paid for an order: cancelled pays nothing; each line at its received quantity. */
export function paidOf(order: Pick<TOrder, 'Status' | 'B2B_ElectricityorderdetailInfos'>): number {
  if (order.Status === S.Cancelled) return 0;
  const fen = order.B2B_ElectricityorderdetailInfos.reduce((sum, l) => sum + Math.round(l.Price * 100) * receivedOf(l), 0);
  return fen / 100;
}

/** The status shown on the detail page: a finished order reads 交易完成. */
export const statusLabel = (order: Pick<TOrder, 'Status' | 'StatusName'>, completedLabel: string) =>
  order.Status === S.Completed ? completedLabel : order.StatusName;
