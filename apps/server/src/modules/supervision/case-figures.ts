import { and, count, gte, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { escapeLike } from '../../platform/sql.js';
import { violationCases } from './supervision.tables.js';

/**
 * Violation cases for the platform's figures: those opened in a range, by the area of their firm,
 * with how many of them are still open (awaiting the firm, awaiting review or escalated).
 */

const open = sql<number>`count(*) filter (where ${violationCases.status} in (1, 2, 4))`.mapWith(Number);

/** Cases opened in [from, to) by area code (most first); in the area and below when given. */
export async function caseFiguresByArea(
  db: Db,
  from: Date,
  to: Date,
  areaCode?: string | null,
): Promise<{ total: number; byArea: { areaCode: string; count: number; open: number }[] }> {
  const rows = await db
    .select({ areaCode: violationCases.areaCode, count: count(), open })
    .from(violationCases)
    .where(
      and(
        gte(violationCases.createdAt, from),
        lt(violationCases.createdAt, to),
        areaCode ? like(violationCases.areaCode, `${escapeLike(areaCode)}%`) : undefined,
      ),
    )
    .groupBy(violationCases.areaCode)
    .orderBy(sql`2 desc`, violationCases.areaCode);
  const byArea = rows.map((r) => ({ areaCode: r.areaCode, count: Number(r.count), open: Number(r.open) }));
  return { total: byArea.reduce((s, r) => s + r.count, 0), byArea };
}
