import { SESSION_IDLE_MINUTES, type TUserSession, toChinaIso } from '@shanlian/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { sessions } from '../../platform/platform.tables.js';
import { users } from './iam.tables.js';

/**
 * The sessions of a user as the operators' tools show them, and their ending: one, all of a
 * user's, or all of a firm's users' (a suspension). Sessions are rows, so an ended session is
 * gone for every instance at once.
 */

/** The user's sessions, newest first; the id shown is the row's id (the token's hash), never the token. */
export async function listUserSessions(db: Db, userId: string): Promise<TUserSession[]> {
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({
    Id: s.id,
    CreateTime: toChinaIso(s.createdAt),
    LastSeenTime: toChinaIso(s.lastSeenAt),
    ExpireTime: toChinaIso(new Date(s.lastSeenAt.getTime() + SESSION_IDLE_MINUTES * 60_000)),
    Ip: s.ip ?? '',
    UserAgent: s.userAgent ?? '',
  }));
}

/** Ends one session of the user (sessionId) or all of them; answers how many ended. */
export async function revokeUserSessions(db: Db, userId: string, sessionId?: string | null): Promise<number> {
  const where = sessionId ? and(eq(sessions.userId, userId), eq(sessions.id, sessionId)) : eq(sessions.userId, userId);
  const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of every user of the firm (a suspended firm); answers how many ended. */
export async function endFirmSessions(db: Db, firmId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.firmId, firmId))))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Open sessions per user, for the search results. */
export async function sessionCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const rows = await db.select({ userId: sessions.userId }).from(sessions).where(inArray(sessions.userId, userIds));
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.userId, (out.get(r.userId) ?? 0) + 1);
  return out;
}
