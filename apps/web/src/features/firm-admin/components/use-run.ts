import { App } from 'antd';

/** Runs a write and says how it went: the success line, or the server's own message as it is. */
export function useRun() {
  const { message } = App.useApp();
  return async (work: () => Promise<unknown>, success?: string): Promise<{ ok: boolean }> => {
    try {
      await work();
      if (success) message.success(success);
      return { ok: true };
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
      return { ok: false };
    }
  };
}
