import { MSG } from '@shanlian/contract/browser';
import { App } from 'antd';
import { TO } from '../../../lib/text';
import { useDeleteOrder, useSetOrderStatus } from '../api/order-mutations';
import { OrderStatus } from '../rules/order-actions';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : MSG.serverError);

/**
 * Cancel, delete and receive-everything, each behind a confirmation whose OK button reads
 * 执行中... while the call runs. A refusal (e.g. 订单当前为“已取消”，不能确认收货) is shown as the server said it.
 */
export function useOrderCommands() {
  const { modal, message } = App.useApp();
  const setStatus = useSetOrderStatus();
  const del = useDeleteOrder();

  const confirmThen = (content: string, run: () => Promise<unknown>, done: string, after?: () => void) => {
    const dialog = modal.confirm({
      title: TO.confirmTitle,
      content,
      okText: TO.ok,
      cancelText: TO.cancelText,
      onOk: async () => {
        dialog.update({ okText: TO.executing, cancelButtonProps: { disabled: true } });
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

  return {
    cancel: (id: string, after?: () => void) =>
      confirmThen(TO.confirmCancel, () => setStatus.mutateAsync({ id, status: OrderStatus.Cancelled }), TO.cancelled, after),
    receiveAll: (id: string, after?: () => void) =>
      confirmThen(TO.confirmReceiveAll, () => setStatus.mutateAsync({ id, status: OrderStatus.Completed }), TO.received, after),
    remove: (id: string, after?: () => void) => confirmThen(TO.confirmDelete, () => del.mutateAsync(id), TO.deleted, after),
  };
}
