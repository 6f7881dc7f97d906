import { FIRM_STATUS, type FirmStatus } from '@shanlian/contract';
import { and, asc, count, gte, ilike, inArray, like, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { escapeLike } from '../../platform/sql.js';
import { firms } from './firm.tables.js';

/**
 * The firms as the operators' tools and the platform's figures see them: found by name or
 * credit code, counted when new, and the area of a firm as a column of another module's query
 * (the figures group orders and alarms by the buyer firm's area).
 */

/** What the operators call each kind of firm. */
export const FIRM_KIND_NAMES: Record<string, string> = { buyer: '采购单位', supplier: '供应商', supervisor: '监管单位', operator: '平台运营' };

export interface FoundFirm {
  Id: string;
  FirmName: string;
  FirmStandardNumber: string;
  FirmType: string;
  FirmTypeName: string;
  Status: string;
  StatusName: string;
  AreaName: string;
}

/**
 * Firms whose name contains the keyword or whose credit code starts with it (any type, any
 * status), in the area and below when given; at most `limit`, by name.
 */
export async function findFirms(db: Db, keyword: string, limit: number, areaCode?: string | null): Promise<FoundFirm[]> {
  const rows = await db
    .select()
    .from(firms)
    .where(
      and(
        or(ilike(firms.name, `%${escapeLike(keyword)}%`), like(firms.creditCode, `${escapeLike(keyword.toUpperCase())}%`)),
        areaCode ? like(firms.areaCode, `${escapeLike(areaCode)}%`) : undefined,
      ),
    )
    .orderBy(asc(firms.name), asc(firms.id))
    .limit(limit);
  return rows.map((r) => ({
    Id: r.id,
    FirmName: r.name,
    FirmStandardNumber: r.creditCode,
    FirmType: r.type,
    FirmTypeName: FIRM_KIND_NAMES[r.type] ?? '',
    Status: r.status,
    StatusName: FIRM_STATUS[r.status as FirmStatus] ?? r.status,
    AreaName: r.areaName,
  }));
}

/** Buyer and supplier firms registered in [from, to), in the area and below when given. */
export async function countNewFirms(db: Db, from: Date, to: Date, areaCode?: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(firms)
    .where(
      and(
        inArray(firms.type, ['buyer', 'supplier']),
        gte(firms.createdAt, from),
        lt(firms.createdAt, to),
        areaCode ? like(firms.areaCode, `${escapeLike(areaCode)}%`) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
