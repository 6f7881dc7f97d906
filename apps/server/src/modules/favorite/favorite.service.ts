import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { scopeFilter } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { newId } from '../../platform/ids.js';
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

/** Idempotent: favouriting twice keeps one row. */
export async function addFavorites(db: Db, firmId: string, userId: string, shelfItemIds: string[], now: Date): Promise<void> {
  if (shelfItemIds.length === 0) return;
  await db
    .insert(favorites)
    .values(shelfItemIds.map((shelfItemId) => ({ id: newId(), firmId, userId, shelfItemId, createdAt: now })))
    .onConflictDoNothing({ target: [favorites.firmId, favorites.shelfItemId] });
}

/** Removes the caller's firm's favourite of the item, if the scope of favorite:delete reaches it. */
export async function removeFavorite(db: Db, actor: Actor, shelfItemId: string): Promise<void> {
  await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.firmId, actor.firmId),
        eq(favorites.shelfItemId, shelfItemId),
        scopeFilter(actor, 'favorite:delete', { firm: favorites.firmId, owner: favorites.userId }),
      ),
    );
}

/** The favourites the actor's scope of favorite:view reaches (the firm's, for the firm's roles), newest first. */
export async function listFavorites(db: Db, actor: Actor, limit: number, offset: number) {
  const where: SQL = scopeFilter(actor, 'favorite:view', { firm: favorites.firmId, owner: favorites.userId });
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: favorites.shelfItemId, at: favorites.createdAt })
      .from(favorites)
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(favorites).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
