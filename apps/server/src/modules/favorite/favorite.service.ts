import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { favorites } from './favorite.tables.js';

/** Which of these shelf items the firm has favourited. */
export async function collectedSet(db: Db, firmId: string | null | undefined, shelfItemIds: string[]): Promise<Set<string>> {
  if (!firmId || shelfItemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: favorites.shelfItemId })
    .from(favorites)
    .where(and(eq(favorites.firmId, firmId), inArray(favorites.shelfItemId, shelfItemIds)));
  return new Set(rows.map((r) => r.id));
}

export async function favoriteItemIds(db: Db, firmId: string, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: favorites.shelfItemId })
    .from(favorites)
    .where(eq(favorites.firmId, firmId))
    .orderBy(desc(favorites.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
