import { endSentence } from '@shanlian/contract';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { postMessage } from '../message/message.service.js';
import { decideShelfReview, type ShelfItemInput, saveShelfItem, shelfReviewDetail, shelfReviewPage } from '../store/shelf.service.js';
import { shelfReviewRequired } from './settings.service.js';

/**
 * The review of shelf items: the catalog keeps the versions (live and waiting) and decides in one
 * conditional UPDATE; this module knows the platform's setting and tells the supplier the result.
 */

export const listShelfReviews = shelfReviewPage;
export const shelfReview = shelfReviewDetail;

/** SupplierShelf/SaveShelfItem: the supplier's save, waiting for review when the platform's setting says so. */
export async function saveOwnShelfItem(db: Db, actor: Actor, now: Date, input: ShelfItemInput): Promise<string> {
  return saveShelfItem(db, actor, now, input, { reviewRequired: await shelfReviewRequired(db) });
}

/** Approves or rejects what waits (409 when nothing does); the supplier finds the result in its message box. */
export async function reviewShelfItem(
  db: Db,
  actor: Actor,
  now: Date,
  input: { Id: string; Approve: boolean; Reason?: string | null },
): Promise<{ ReviewStatus: string }> {
  const reason = input.Reason?.trim() ?? '';
  const done = await decideShelfReview(db, actor, now, input.Id, { approve: input.Approve, reason });
  await postMessage(db, {
    firmId: done.supplierFirmId,
    kind: 'review',
    title: input.Approve ? '商品审核已通过' : '商品审核未通过',
    body: input.Approve
      ? `商品「${done.name}」已审核通过，商城显示审核后的内容。`
      : `商品「${done.name}」未通过审核，理由：${endSentence(reason)}请修改后重新提交。`,
    link: null,
    now,
  });
  return { ReviewStatus: done.status };
}
