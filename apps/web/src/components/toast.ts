import type { ReactNode } from 'react';

type Message = typeof import('antd')['message'];
let loaded: Promise<Message> | null = null;
const load = (): Promise<Message> => {
  loaded ??= import('./antd-message').then((m) => m.message);
  return loaded;
};

/**
 * antd's message toasts from screens that do not load antd: the toast's code arrives on its first
 * use (a click), not with the page.
 */
export const toast = {
  success: (content: ReactNode) => void load().then((m) => m.success(content)),
  warning: (content: ReactNode) => void load().then((m) => m.warning(content)),
  error: (content: ReactNode) => void load().then((m) => m.error(content)),
};
