import { OPERATOR_MSG as M } from '@shanlian/contract/browser';
import type { FormRule as Rule } from 'antd';

/** The contract's link rule (a path of this site, or an http(s) address; empty allowed), said before sending. */
export function linkFits(v: string | null | undefined): boolean {
  const s = (v ?? '').trim();
  return s === '' || /^\/[^\s]*$/.test(s) || /^https?:\/\/[^\s]+$/i.test(s);
}

export const linkRules: Rule[] = [{ validator: (_, v: string) => (linkFits(v) ? Promise.resolve() : Promise.reject(new Error(M.linkInvalid))) }];

export const sortRules: Rule[] = [{ type: 'integer', min: 0, max: 9999, message: M.sortRange }];

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** News states as tags: 草稿 grey, 定时发布 blue, 已发布 green, 已下线 orange. */
export const NEWS_STATUS_COLOR: Record<string, string> = { draft: 'default', scheduled: 'blue', published: 'green', unpublished: 'orange' };

/** How an article is saved: at once, at a time, or kept as a draft. */
export type PublishMode = 'now' | 'later' | 'draft';

/** The mode an article opens in: a draft stays one, a scheduled one keeps its time, the rest publish. */
export function modeOf(status: string | undefined): PublishMode {
  return status === 'draft' ? 'draft' : status === 'scheduled' ? 'later' : 'now';
}
