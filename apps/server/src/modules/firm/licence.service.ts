import {
  formatChinaTime,
  LICENSE_TYPE_NAMES,
  licenseDaysLeft,
  licenseState,
  type Permission,
  parseInputTime,
  type TLicenseRow,
  TRACE_MSG,
  toChinaIso,
} from '@shanlian/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { fileUrl } from '../../platform/files.js';
import { newId } from '../../platform/ids.js';
import { escapeLike } from '../../platform/sql.js';
import { claimFiles, fileNamesByIds } from '../files/files.service.js';
import { postMessage } from '../message/message.service.js';
import { firmLicenseFiles, firmLicenses, firms } from './firm.tables.js';

type LicenceRow = typeof firmLicenses.$inferSelect;

/** The caller's own firm's licences that the permission's scope reaches (a licence has no owner: scopes 1 and 2). */
const ownLicences = (actor: Actor, permission: Permission): SQL =>
  and(eq(firmLicenses.firmId, actor.firmId), scopeFilter(actor, permission, { firm: firmLicenses.firmId })) as SQL;

/** A firm's licences (the ship gate reads them). */
export function licencesOfFirm(db: Db, firmId: string): Promise<LicenceRow[]> {
  return db.select().from(firmLicenses).where(eq(firmLicenses.firmId, firmId));
}

async function toRows(db: Db, rows: LicenceRow[], now: Date): Promise<TLicenseRow[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length ? await db.select().from(firmLicenseFiles).where(inArray(firmLicenseFiles.licenseId, ids)).orderBy(asc(firmLicenseFiles.sort)) : [];
  const names = await fileNamesByIds(db, [...links.map((l) => l.fileId), ...rows.flatMap((r) => (r.fileId ? [r.fileId] : []))]);
  return rows.map((r) => {
    let fileIds = links.filter((l) => l.licenseId === r.id).map((l) => l.fileId);
    if (fileIds.length === 0 && r.fileId) fileIds = [r.fileId];
    return {
      Id: r.id,
      LicenseType: r.licenseType,
      LicenseTypeName: LICENSE_TYPE_NAMES[r.licenseType] ?? '',
      Name: r.name,
      LicenseNo: r.number,
      IssuingAuthority: r.issuingAuthority,
      ValidFrom: toChinaIso(r.validFrom),
      ValidUntil: toChinaIso(r.validTo),
      State: licenseState(r.validTo, now),
      DaysLeft: licenseDaysLeft(r.validTo, now),
      Files: fileIds.map((id) => ({ Id: id, FileName: names.get(id) ?? '', FileUrl: fileUrl(id) })),
    };
  });
}

export interface LicenceInput {
  Id?: string | null;
  LicenseType: number;
  Name: string;
  LicenseNo: string;
  IssuingAuthority: string;
  ValidFrom: string;
  ValidUntil: string;
  FileIds: string[];
}

/** Saves one of the caller's own firm's licences (new without Id); its files are claimed as licence scans. */
export async function saveLicence(db: Db, actor: Actor, now: Date, input: LicenceInput): Promise<string> {
  const from = parseInputTime(input.ValidFrom);
  const until = parseInputTime(input.ValidUntil);
  if (!from || !until) throw badRequest(TRACE_MSG.licenseValidityRequired);
  const fileIds = [...new Set(input.FileIds)];
  // A renewal that changes only the dates keeps the scans the licence already has: only new files
  // are claimed (a scan attached before, whatever it was uploaded as, stays the licence's).
  const kept = new Set<string>();
  if (input.Id) {
    const [own] = await db
      .select()
      .from(firmLicenses)
      .where(and(eq(firmLicenses.id, input.Id), ownLicences(actor, 'firm-licence:edit')))
      .limit(1);
    if (own?.fileId) kept.add(own.fileId);
    if (own) for (const l of await db.select().from(firmLicenseFiles).where(eq(firmLicenseFiles.licenseId, own.id))) kept.add(l.fileId);
  }
  await claimFiles(
    db,
    actor,
    now,
    fileIds.filter((f) => !kept.has(f)),
    'licence',
  );
  const values = {
    licenseType: input.LicenseType,
    name: input.Name,
    number: input.LicenseNo,
    issuingAuthority: input.IssuingAuthority,
    validFrom: from,
    validTo: until,
    fileId: fileIds[0] ?? null,
  };
  let id: string;
  if (input.Id) {
    const [done] = await db
      .update(firmLicenses)
      .set(values)
      .where(and(eq(firmLicenses.id, input.Id), ownLicences(actor, 'firm-licence:edit')))
      .returning({ id: firmLicenses.id });
    if (!done) throw notFound(TRACE_MSG.licenseNotFound);
    id = done.id;
    await db.delete(firmLicenseFiles).where(eq(firmLicenseFiles.licenseId, id));
  } else {
    id = newId();
    await db.insert(firmLicenses).values({ id, firmId: actor.firmId, createdAt: now, ...values });
  }
  await db.insert(firmLicenseFiles).values(fileIds.map((fileId, sort) => ({ id: newId(), licenseId: id, fileId, sort })));
  return id;
}

export async function listOwnLicences(db: Db, actor: Actor, now: Date): Promise<TLicenseRow[]> {
  const rows = await db
    .select()
    .from(firmLicenses)
    .where(ownLicences(actor, 'firm-licence:view'))
    .orderBy(asc(firmLicenses.licenseType), desc(firmLicenses.validTo));
  return toRows(db, rows, now);
}

export async function deleteLicence(db: Db, actor: Actor, id: string): Promise<void> {
  const [own] = await db
    .select({ id: firmLicenses.id })
    .from(firmLicenses)
    .where(and(eq(firmLicenses.id, id), ownLicences(actor, 'firm-licence:delete')))
    .limit(1);
  if (!own) throw notFound(TRACE_MSG.licenseNotFound);
  await db.delete(firmLicenseFiles).where(eq(firmLicenseFiles.licenseId, id));
  await db.delete(firmLicenses).where(eq(firmLicenses.id, id));
}

/**
 * Supervision: licences, expired or expiring, of the suppliers that lie in the supervisor's scope
 * or that the caller's subquery names (the trace module gives those that delivered to buyer firms
 * in the scope; the firm module does not know deliveries).
 */
export async function licenceAlerts(
  db: Db,
  actor: Actor,
  now: Date,
  f: { SearchName?: string | null; State?: 'expired' | 'expiring' | null },
  limit: number,
  offset: number,
  suppliers: SQLWrapper,
) {
  const inScope = scopeFilter(actor, 'supervision-stock-in:view', { firm: firms.id });
  const supplierOk = or(and(eq(firms.type, 'supplier'), inScope), inArray(firms.id, suppliers)) as SQL;
  const warnUntil = new Date(now.getTime() + 30 * 86_400_000);
  const stateCond =
    f.State === 'expired'
      ? sql`${firmLicenses.validTo} < ${now}`
      : f.State === 'expiring'
        ? sql`${firmLicenses.validTo} >= ${now} and ${firmLicenses.validTo} < ${warnUntil}`
        : sql`${firmLicenses.validTo} < ${warnUntil}`;
  const where = and(supplierOk, stateCond, f.SearchName ? ilike(firms.name, `%${escapeLike(f.SearchName)}%`) : undefined);
  const [total] = await db.select({ n: count() }).from(firmLicenses).innerJoin(firms, eq(firms.id, firmLicenses.firmId)).where(where);
  const rows = await db
    .select({ l: firmLicenses, firmName: firms.name })
    .from(firmLicenses)
    .innerJoin(firms, eq(firms.id, firmLicenses.firmId))
    .where(where)
    .orderBy(asc(firmLicenses.validTo), asc(firmLicenses.id))
    .limit(limit)
    .offset(offset);
  const wire = await toRows(
    db,
    rows.map((r) => r.l),
    now,
  );
  return {
    rows: wire.map((w, i) => ({ ...w, FirmId: rows[i]?.l.firmId ?? '', FirmName: rows[i]?.firmName ?? '' })),
    total: total?.n ?? 0,
  };
}

/** Days before a licence's end on which its firm is told (0: the day it ends). */
export const LICENCE_NOTICE_DAYS = [30, 7, 1, 0] as const;

/**
 * The expiring-licence job (daily): each firm whose licence ends 30, 7 or 1 days from today (China
 * dates), or today, gets a message naming it. Runs once a day across instances (platform/jobs.ts),
 * so each licence is told once per stage.
 */
export async function noticeExpiringLicences(db: Db, now: Date): Promise<number> {
  const today = new Date(`${formatChinaTime(now).slice(0, 10)}T00:00:00+08:00`);
  let sent = 0;
  for (const days of LICENCE_NOTICE_DAYS) {
    const from = new Date(today.getTime() + days * 86_400_000);
    const to = new Date(from.getTime() + 86_400_000);
    const due = await db
      .select()
      .from(firmLicenses)
      .where(and(gte(firmLicenses.validTo, from), lt(firmLicenses.validTo, to)));
    for (const l of due) {
      const when = days === 0 ? '今天到期' : `将于 ${days} 天后（${formatChinaTime(l.validTo).slice(0, 10)}）到期`;
      await postMessage(db, {
        firmId: l.firmId,
        kind: 'licence',
        title: '证照到期提醒',
        body: `您的${l.name}（${l.number}）${when}，请及时办理延续并上传新证照。`,
        link: null,
        now,
      });
      sent++;
    }
  }
  return sent;
}
