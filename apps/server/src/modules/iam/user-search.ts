import { and, asc, eq, ilike, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { escapeLike } from '../../platform/sql.js';
import { firmIdsInArea, firmsByIds } from '../firm/firm.service.js';
import { areas, users } from './iam.tables.js';
import { sessionCounts } from './sessions.service.js';

/**
 * Users as the operators' tools find them (by phone or name, with their open sessions), one
 * user's facts for a decision on its sessions, and the names of area codes for the figures.
 */

export interface FoundUser {
  Id: string;
  FullName: string;
  MobileNumber: string;
  FirmId: string;
  FirmName: string;
  Enabled: boolean;
  Sessions: number;
}

/**
 * Users whose phone starts with the keyword or whose name contains it (enabled or not), of firms
 * in the area and below when given; at most `limit`, by name. Each with its sessions.
 */
export async function findUsers(db: Db, keyword: string, limit: number, areaCode?: string | null): Promise<FoundUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        or(like(users.phone, `${escapeLike(keyword)}%`), ilike(users.fullName, `%${escapeLike(keyword)}%`)),
        areaCode ? inArray(users.firmId, firmIdsInArea(areaCode)) : undefined,
      ),
    )
    .orderBy(asc(users.phone))
    .limit(limit);
  const [firmById, sessions] = await Promise.all([
    firmsByIds(
      db,
      rows.map((u) => u.firmId),
    ),
    sessionCounts(
      db,
      rows.map((u) => u.id),
    ),
  ]);
  return rows.map((u) => ({
    Id: u.id,
    FullName: u.fullName,
    MobileNumber: u.phone,
    FirmId: u.firmId,
    FirmName: firmById.get(u.firmId)?.name ?? '',
    Enabled: u.status === 1,
    Sessions: sessions.get(u.id) ?? 0,
  }));
}

/** What a decision on a user's sessions needs: its firm and area (a platform user's own, else its firm's); null when unknown. */
export async function userForTools(db: Db, id: string): Promise<{ id: string; fullName: string; firmId: string; areaCode: string } | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) return null;
  const firm = (await firmsByIds(db, [u.firmId])).get(u.firmId);
  return { id: u.id, fullName: u.fullName, firmId: u.firmId, areaCode: u.areaCode || firm?.areaCode || '' };
}

/** The full names of area codes (浙江省杭州市西湖区); unknown codes are absent. */
export async function areaNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ code: areas.code, fullName: areas.fullName }).from(areas).where(inArray(areas.code, wanted));
  return new Map(rows.map((r) => [r.code, r.fullName]));
}
