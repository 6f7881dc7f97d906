import { checkCreditCode, FIRM_STATUS, type FirmStatus, OPERATOR_MSG as M, type TFirmReviewDetail, type TFirmReviewRow, toChinaIso } from '@shanlian/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { assertAllowed, scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { fileFactsByIds } from '../files/files.service.js';
import { type FirmType, firmLicenseFiles, firmLicenses, firmReviewEvents, firms } from './firm.tables.js';

/**
 * A firm's status (FIRM_STATUS) and its history: a registered supplier waits for review
 * (pending → active or rejected; rejected → pending again when resubmitted), an operator
 * suspends an active buyer or supplier and lifts it. Every move is one conditional UPDATE, so of
 * two operators acting at once exactly one wins, and leaves a firm_review_events row.
 */

/** How the console names a firm's kind. */
export const FIRM_KIND_NAMES: Record<FirmType, string> = { buyer: '采购单位', supplier: '供应商', supervisor: '监管单位', operator: '平台运营' };

/** The actions a firm's history records (firm_review_events.action). */
export const FIRM_REVIEW_ACTIONS = {
  register: '注册提交审核',
  approve: '审核通过',
  reject: '审核驳回',
  resubmit: '重新提交审核',
  suspend: '停用',
  resume: '解除停用',
  notice: '重发审核通知',
} as const;
export type FirmReviewAction = keyof typeof FIRM_REVIEW_ACTIONS;

type Firm = typeof firms.$inferSelect;

/** Who did it: a user (name kept as it was) or nobody (the applicant's own registration names itself). */
export interface EventBy {
  userId: string | null;
  userName: string;
}

export async function recordFirmEvent(db: Db, firmId: string, action: FirmReviewAction, reason: string, by: EventBy, now: Date): Promise<void> {
  await db.insert(firmReviewEvents).values({ id: newId(), firmId, action, reason, userId: by.userId, userName: by.userName, at: now });
}

/**
 * Moves the firm from one of `from` to `to` in one conditional UPDATE, with the reason, and
 * records the event; answers the firm as it now is, or null when it was not in one of `from`
 * (or is of a kind not in `types`).
 */
export async function moveFirmStatus(
  db: Db,
  m: {
    firmId: string;
    from: readonly FirmStatus[];
    to: FirmStatus;
    reason: string;
    action: FirmReviewAction;
    by: EventBy;
    now: Date;
    types?: readonly FirmType[];
  },
): Promise<Firm | null> {
  const [row] = await db
    .update(firms)
    .set({ status: m.to, statusReason: m.reason, reviewedAt: m.now })
    .where(and(eq(firms.id, m.firmId), inArray(firms.status, [...m.from]), m.types ? inArray(firms.type, [...m.types]) : undefined))
    .returning();
  if (!row) return null;
  await recordFirmEvent(db, m.firmId, m.action, m.reason, m.by, m.now);
  return row;
}

/** The last review result of the firm (approve or reject), with its reason; null when never reviewed. */
export async function lastReviewEvent(db: Db, firmId: string): Promise<{ action: 'approve' | 'reject'; reason: string; at: Date } | null> {
  const [row] = await db
    .select()
    .from(firmReviewEvents)
    .where(and(eq(firmReviewEvents.firmId, firmId), inArray(firmReviewEvents.action, ['approve', 'reject'])))
    .orderBy(desc(firmReviewEvents.at), desc(firmReviewEvents.id))
    .limit(1);
  return row ? { action: row.action as 'approve' | 'reject', reason: row.reason, at: row.at } : null;
}

/** The firm as the console's review reaches it: 404 unknown, 403 outside the permission's scope. */
export async function reviewableFirm(db: Db, actor: Actor, id: string, permission: 'firm-review:view' | 'firm-review:review'): Promise<Firm> {
  const [firm] = await db.select().from(firms).where(eq(firms.id, id)).limit(1);
  if (!firm) throw notFound(M.firmNotFound);
  assertAllowed(actor, permission, { firmId: firm.id, areaCode: firm.areaCode });
  return firm;
}

async function licenceCounts(db: Db, firmIds: string[]): Promise<Map<string, number>> {
  if (firmIds.length === 0) return new Map();
  const rows = await db
    .select({ firmId: firmLicenses.firmId, n: count() })
    .from(firmLicenses)
    .where(inArray(firmLicenses.firmId, firmIds))
    .groupBy(firmLicenses.firmId);
  return new Map(rows.map((r) => [r.firmId, r.n]));
}

function rowOf(f: Firm, licences: number): TFirmReviewRow {
  return {
    Id: f.id,
    FirmName: f.name,
    FirmStandardNumber: f.creditCode,
    FirmType: f.type,
    FirmTypeName: FIRM_KIND_NAMES[f.type] ?? '',
    Status: f.status,
    StatusName: FIRM_STATUS[f.status as FirmStatus] ?? '',
    StatusReason: f.statusReason,
    ContactName: f.contactName,
    ContactPhone: f.contactPhone,
    ContactAddress: f.contactAddress,
    AreaName: f.areaName,
    Licences: licences,
    CreateTime: toChinaIso(f.createdAt),
    ReviewTime: f.reviewedAt ? toChinaIso(f.reviewedAt) : null,
  };
}

/**
 * Buyer and supplier firms for review, by status, kind and name (or credit code, or contact
 * phone), within the scope of firm-review:view: pending ones oldest first (a queue), the others
 * newest first.
 */
export async function firmReviewPage(
  db: Db,
  actor: Actor,
  f: { Status?: FirmStatus | null; FirmType?: 'buyer' | 'supplier' | null; Keyword?: string | null },
  limit: number,
  offset: number,
): Promise<{ rows: TFirmReviewRow[]; total: number }> {
  const text = f.Keyword?.trim();
  const like = text ? `%${escapeLike(text)}%` : null;
  const where = and(
    scopeFilter(actor, 'firm-review:view', { firm: firms.id, area: firms.areaCode }),
    f.FirmType ? eq(firms.type, f.FirmType) : inArray(firms.type, ['buyer', 'supplier']),
    f.Status ? eq(firms.status, f.Status) : undefined,
    like ? or(ilike(firms.name, like), ilike(firms.creditCode, like), ilike(firms.contactPhone, like)) : undefined,
  ) as SQL;
  const order = f.Status === 'pending' ? [asc(firms.createdAt), asc(firms.id)] : [desc(sql`coalesce(${firms.reviewedAt}, ${firms.createdAt})`), asc(firms.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(firms)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(firms).where(where),
  ]);
  const licences = await licenceCounts(
    db,
    rows.map((f) => f.id),
  );
  return { rows: rows.map((f) => rowOf(f, licences.get(f.id) ?? 0)), total: total?.n ?? 0 };
}

/**
 * One firm for review: its credit code checked (GB 32100-2015) beside each licence with its
 * scans, whether the licence's number is the firm's credit code or licence number, and the
 * history of its reviews and suspensions. `shelfItems` is what the catalog counts.
 */
export async function firmReviewDetail(db: Db, actor: Actor, id: string, shelfItems: (firmId: string) => Promise<number>): Promise<TFirmReviewDetail> {
  const firm = await reviewableFirm(db, actor, id, 'firm-review:view');
  const [licences, history, items] = await Promise.all([
    db.select().from(firmLicenses).where(eq(firmLicenses.firmId, id)).orderBy(asc(firmLicenses.licenseType), desc(firmLicenses.validTo)),
    db.select().from(firmReviewEvents).where(eq(firmReviewEvents.firmId, id)).orderBy(desc(firmReviewEvents.at), desc(firmReviewEvents.id)),
    shelfItems(id),
  ]);
  const links = licences.length
    ? await db
        .select()
        .from(firmLicenseFiles)
        .where(
          inArray(
            firmLicenseFiles.licenseId,
            licences.map((l) => l.id),
          ),
        )
        .orderBy(asc(firmLicenseFiles.sort))
    : [];
  const filesOf = (l: (typeof licences)[number]) => {
    const ids = links.filter((k) => k.licenseId === l.id).map((k) => k.fileId);
    return ids.length ? ids : l.fileId ? [l.fileId] : [];
  };
  const facts = await fileFactsByIds(db, licences.flatMap(filesOf));
  const numbers = new Set([firm.creditCode, firm.licenseNumber].map((n) => n.trim().toUpperCase()).filter(Boolean));
  return {
    ...rowOf(firm, licences.length),
    CreditCodeValid: checkCreditCode(firm.creditCode) === null,
    LegalRepresentative: firm.legalRepresentative,
    ManagingScope: firm.managingScope,
    LicenseNumber: firm.licenseNumber,
    LicenceList: licences.map((l) => ({
      Id: l.id,
      LicenseName: l.name,
      LicenseNumber: l.number,
      ValidTo: toChinaIso(l.validTo),
      NumberMatches: numbers.has(l.number.trim().toUpperCase()),
      Files: filesOf(l).map((fid) => {
        const f = facts.get(fid);
        return { Id: fid, FileName: f?.fileName ?? '', FileUrl: fileUrl(fid), IsPdf: f?.mime === 'application/pdf' };
      }),
    })),
    History: history.map((h) => ({
      Action: FIRM_REVIEW_ACTIONS[h.action as FirmReviewAction] ?? h.action,
      Reason: h.reason,
      UserName: h.userName,
      Time: toChinaIso(h.at),
    })),
    ShelfItems: items,
  };
}
