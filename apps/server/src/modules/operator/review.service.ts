import { endSentence, FIRM_STATUS, type FirmStatus, OPERATOR_MSG as M } from '@shanlian/contract';
import type { Actor, Deps } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { getFirm } from '../firm/firm.service.js';
import { firmReviewDetail, firmReviewPage, lastReviewEvent, moveFirmStatus, recordFirmEvent, reviewableFirm } from '../firm/status.service.js';
import { staffWithDuties } from '../iam/duty-holders.service.js';
import { isPlatformFirm } from '../iam/grants.js';
import { endFirmSessions } from '../iam/sessions.service.js';
import { activeStaffOf } from '../iam/user-records.service.js';
import { postMessage } from '../message/message.service.js';
import { countShelfItemsOf, setSupplierListed } from '../store/shelf.service.js';

/**
 * The review of supplier firms and the suspension of firms: the firm module moves the status
 * (one conditional UPDATE and a history row), the catalog keeps the firm's items in or out of the
 * store in the same transaction, the account module ends a suspended firm's sessions, and the
 * applicant hears the result in its message box and by SMS.
 */

/** A review result's notice: one SMS template each (its code is the provider's template), and the message's title. */
export const REVIEW_NOTICES = {
  approve: { code: 'OP_FIRM_APPROVED', title: '入驻审核已通过' },
  reject: { code: 'OP_FIRM_REJECTED', title: '入驻审核未通过' },
} as const;
export type ReviewResult = keyof typeof REVIEW_NOTICES;

export function reviewNoticeText(result: ReviewResult, firmName: string, reason: string): string {
  return result === 'approve'
    ? `【膳链】${firmName}的供应商入驻申请已审核通过，您上架的商品现可在膳链商城展示和销售。`
    : `【膳链】${firmName}的供应商入驻申请未通过审核，理由：${endSentence(reason)}请按要求修改企业资料和证照后在平台重新提交审核。`;
}

/**
 * Tells the applicant the result: an SMS to each distinct phone among the firm's managers (all its
 * enabled users when it names none) and a message in its box. Answers the texts sent.
 */
export async function sendReviewNotice(
  db: Db,
  deps: Pick<Deps, 'sms'>,
  now: Date,
  firm: { id: string; name: string },
  result: ReviewResult,
  reason: string,
): Promise<number> {
  let people = await staffWithDuties(db, firm.id, ['manager']);
  if (people.length === 0) people = (await activeStaffOf(db, firm.id, null, 50)).map((p) => ({ ...p, firmId: firm.id, areaCode: '', duties: [] }));
  const phones = new Set(people.map((p) => p.phone).filter(Boolean));
  const text = reviewNoticeText(result, firm.name, reason);
  const { code, title } = REVIEW_NOTICES[result];
  const params = { firm: firm.name, result: result === 'approve' ? '通过' : '未通过', reason: reason || '无' };
  for (const phone of phones) await deps.sms.send(db, { phone, template: 'review', params, code, purpose: 'firm-review', text });
  await postMessage(db, { firmId: firm.id, kind: 'review', title, body: text.replace(/^【膳链】/, ''), link: null, now });
  return phones.size;
}

const by = (actor: Actor) => ({ userId: actor.userId, userName: actor.fullName });

export const listFirms = firmReviewPage;

export function firmDetail(db: Db, actor: Actor, id: string) {
  return firmReviewDetail(db, actor, id, (firmId) => countShelfItemsOf(db, firmId));
}

/** Approves or rejects a pending firm (else 409); approval brings its items into the store. */
export async function reviewFirm(
  db: Db,
  deps: Pick<Deps, 'sms'>,
  actor: Actor,
  now: Date,
  input: { Id: string; Approve: boolean; Reason?: string | null },
): Promise<{ Status: string }> {
  await reviewableFirm(db, actor, input.Id, 'firm-review:review');
  const reason = input.Reason?.trim() ?? '';
  const firm = await moveFirmStatus(db, {
    firmId: input.Id,
    from: ['pending'],
    to: input.Approve ? 'active' : 'rejected',
    reason,
    action: input.Approve ? 'approve' : 'reject',
    by: by(actor),
    now,
  });
  if (!firm) throw conflict(M.firmNotPending);
  if (input.Approve) await setSupplierListed(db, firm.id, true);
  await sendReviewNotice(db, deps, now, firm, input.Approve ? 'approve' : 'reject', reason);
  return { Status: firm.status };
}

/**
 * Suspends an active buyer or supplier: its users' sessions end in the same transaction, its
 * items leave the store; the platform's own firms cannot be suspended.
 */
export async function suspendFirm(db: Db, actor: Actor, now: Date, input: { Id: string; Reason: string }): Promise<{ Status: string; EndedSessions: number }> {
  const current = await reviewableFirm(db, actor, input.Id, 'firm-review:review');
  if (isPlatformFirm(current.type)) throw badRequest(M.firmIsPlatform);
  const firm = await moveFirmStatus(db, {
    firmId: input.Id,
    from: ['active'],
    to: 'suspended',
    reason: input.Reason,
    action: 'suspend',
    by: by(actor),
    now,
    types: ['buyer', 'supplier'],
  });
  if (!firm) throw conflict(M.firmNotActive);
  const ended = await endFirmSessions(db, firm.id);
  await setSupplierListed(db, firm.id, false);
  return { Status: firm.status, EndedSessions: ended };
}

/** Lifts a suspension: the firm is active again, its items back in the store. */
export async function resumeFirm(db: Db, actor: Actor, now: Date, input: { Id: string; Reason: string }): Promise<{ Status: string }> {
  await reviewableFirm(db, actor, input.Id, 'firm-review:review');
  const firm = await moveFirmStatus(db, { firmId: input.Id, from: ['suspended'], to: 'active', reason: input.Reason, action: 'resume', by: by(actor), now });
  if (!firm) throw conflict(M.firmNotSuspended);
  await setSupplierListed(db, firm.id, true);
  return { Status: firm.status };
}

/** Sends the last review result again, while it still stands (approved and active, or rejected). */
export async function resendReviewNotice(db: Db, deps: Pick<Deps, 'sms'>, actor: Actor, now: Date, id: string): Promise<{ Sent: number }> {
  const firm = await reviewableFirm(db, actor, id, 'firm-review:review');
  const last = await lastReviewEvent(db, firm.id);
  const stands = last && ((last.action === 'approve' && firm.status === 'active') || (last.action === 'reject' && firm.status === 'rejected'));
  if (!last || !stands) throw conflict(M.noReviewResult);
  const sent = await sendReviewNotice(db, deps, now, firm, last.action, last.reason);
  await recordFirmEvent(db, firm.id, 'notice', '', by(actor), now);
  return { Sent: sent };
}

/** A rejected firm, its data corrected, asks for review again. */
export async function resubmitReview(db: Db, actor: Actor, now: Date): Promise<{ Status: string }> {
  const firm = await moveFirmStatus(db, { firmId: actor.firmId, from: ['rejected'], to: 'pending', reason: '', action: 'resubmit', by: by(actor), now });
  if (!firm) throw conflict(M.firmNotRejected);
  return { Status: firm.status };
}

/** The caller's own firm's status and the reason of its last review or suspension. */
export async function reviewStateOf(db: Db, actor: Actor): Promise<{ Status: string; StatusName: string; StatusReason: string }> {
  const firm = await getFirm(db, actor.firmId);
  if (!firm) throw notFound(M.firmNotFound);
  return { Status: firm.status, StatusName: FIRM_STATUS[firm.status as FirmStatus] ?? '', StatusReason: firm.statusReason };
}
