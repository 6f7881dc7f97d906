import type { TOrder } from '@shanlian/contract';
import { App } from 'antd';
import { createElement, useRef, useState } from 'react';
import { Link } from 'react-router';
import { newIdempotencyKey } from '../../../api/client';
import { messageOf } from '../../../api/errors';
import { orderText } from '../../../lib/text';
import { useDeleteOrder, useReorder, useSetOrderStatus } from '../api/order-mutations';
import { TA } from '../order-text';
import { deleteArchives, OrderStatus } from '../rules/order-actions';

const CART = '/eshop/store/cart';

/**
 * Cancel, delete (archive) and receive-everything, each behind a confirmation whose OK button reads
 * 执行中... while the call runs; 再次购买 at once, one request per order at a time. A refusal
 * (e.g. 订单当前为“已取消”，不能确认收货) is shown as the server said it.
 */
export function useOrderCommands() {
  const { modal, message } = App.useApp();
  const setStatus = useSetOrderStatus();
  const del = useDeleteOrder();
  const reorderCall = useReorder();
  const inFlight = useRef(new Set<string>());
  const [reordering, setReordering] = useState<string | null>(null);

  const confirmThen = (content: string, run: () => Promise<unknown>, done: string, after?: () => void) => {
    const dialog = modal.confirm({
      title: orderText.confirmTitle,
      content,
      okText: orderText.ok,
      cancelText: orderText.cancelText,
      onOk: async () => {
        dialog.update({ okText: orderText.executing, cancelButtonProps: { disabled: true } });
        try {
          await run();
          message.success(done);
          after?.();
        } catch (e) {
          message.error(messageOf(e));
        }
      },
    });
  };

  const reorder = async (id: string) => {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setReordering(id);
    try {
      const r = await reorderCall.mutateAsync({ id, key: newIdempotencyKey() });
      const link = createElement(Link, { to: CART, style: { marginLeft: 8 } }, TA.goCart);
      if (r.Added > 0) message.success(createElement('span', null, TA.reordered(r.Added), link));
      if (r.Unavailable.length > 0) message.warning(TA.reorderUnavailable(r.Unavailable), 6);
    } catch (e) {
      message.error(messageOf(e));
    } finally {
      inFlight.current.delete(id);
      setReordering(null);
    }
  };

  return {
    cancel: (id: string, after?: () => void) =>
      confirmThen(orderText.confirmCancel, () => setStatus.mutateAsync({ id, status: OrderStatus.Cancelled }), orderText.cancelled, after),
    receiveAll: (id: string, after?: () => void) =>
      confirmThen(orderText.confirmReceiveAll, () => setStatus.mutateAsync({ id, status: OrderStatus.Completed }), orderText.received, after),
    /** An order with a receipt or invoices is archived (records kept), a cancelled one without invoices deleted. */
    remove: (order: Pick<TOrder, 'Id' | 'Status' | 'B2B_ElectricityorderinvfileInfos'>, after?: () => void) =>
      deleteArchives(order)
        ? confirmThen(TA.confirmArchive, () => del.mutateAsync(order.Id), TA.archivedDone)
        : confirmThen(orderText.confirmDelete, () => del.mutateAsync(order.Id), orderText.deleted, after),
    reorder,
    /** The order whose 再次购买 is under way. */
    reordering,
  };
}
