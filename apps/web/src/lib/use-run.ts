import { App } from 'antd';
import { ApiError } from '../api/client';
import { messageOf } from '../api/errors';

/**
 * Runs an action and says how it went: the success line, or the server's own message (a 409
 * "订单当前为…" included) as it is. Answers whether it succeeded and, on failure, the status.
 */
export function useRun() {
  const { message } = App.useApp();
  return async (work: () => Promise<unknown>, success?: string): Promise<{ ok: boolean; status: number }> => {
    try {
      await work();
      if (success) message.success(success);
      return { ok: true, status: 200 };
    } catch (e) {
      message.error(messageOf(e));
      return { ok: false, status: e instanceof ApiError ? e.status : 0 };
    }
  };
}
