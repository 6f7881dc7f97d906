import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { sessions } from '../../platform/platform.tables.js';
import { escapeLike } from '../../platform/sql.js';
import { grantColumns } from './grants.js';
import { users } from './iam.tables.js';

/**
 * The user records as other modules reach them: the account module (identity: registration,
 * login and its lockout, the session's person, a password change) and the modules that name
 * people on their records (returns, deliveries, acceptances, notices). The users table is iam's;
 * no other module reads it but through these functions.
 */

type UserRecord = typeof users.$inferSelect;

export async function userByPhone(db: Db, phone: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function userById(db: Db, id: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * A new user; false when the phone is taken (two registrations of one phone at once: the unique
 * phone decides).
 */
export async function insertUser(
  db: Db,
  values: { id: string; firmId: string; fullName: string; phone: string; passwordHash: string; duties?: UserRecord['duties']; createdAt: Date },
): Promise<boolean> {
  const inserted = await db.insert(users).values(values).onConflictDoNothing({ target: users.phone }).returning({ id: users.id });
  return inserted.length === 1;
}

/**
 * Reserves one password check for this phone in a single conditional UPDATE, before any hash
 * is verified: the row lock makes simultaneous attempts queue, and each sees the count the
 * previous one left, so at most `maxFailures` checks run per lockout window whatever arrives at
 * once on however many instances. The reservation that reaches the limit starts the lock (until
 * `lockEnd`); a right password clears it (clearFailedLogins). No row: the phone is unknown or locked.
 */
export async function reservePasswordCheck(db: Db, now: Date, phone: string, maxFailures: number, lockEnd: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lockOver = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${at})`;
  const tries = sql`(case when ${lockOver} then 1 else ${users.failedLogins} + 1 end)`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: tries,
      lockedUntil: sql`case when ${tries} >= ${maxFailures} then ${lockEnd.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(users.phone, phone), or(isNull(users.lockedUntil), lte(users.lockedUntil, now)), or(lt(users.failedLogins, maxFailures), lockOver)))
    .returning({ id: users.id, phone: users.phone, passwordHash: users.passwordHash, tries: users.failedLogins, status: users.status, firmId: users.firmId });
  return row ?? null;
}

/** The user's failed-login count and lock cleared (a right password). */
export async function clearFailedLogins(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/** A new password hash (the lock cleared with it); the caller ends the sessions in the same transaction. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now, failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/** A session with its user, the user's grants and department paths, in one read (the session resolver's). */
export async function sessionWithUser(db: Db, sessionId: string) {
  const [row] = await db
    .select({ s: sessions, u: users, ...grantColumns(users.id, users.departmentId) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

/** Names and firms of these users (for returns and other records that name people). */
export async function usersByIds(db: Db, ids: string[]): Promise<Map<string, { fullName: string; firmId: string }>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, fullName: users.fullName, firmId: users.firmId }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, { fullName: r.fullName, firmId: r.firmId }]));
}

/** The active users of a firm among these ids (two-person acceptance, return registrations). */
export async function activeUserIdsOfFirm(db: Db, firmId: string, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.firmId, firmId), eq(users.status, 1)));
  return new Set(rows.map((r) => r.id));
}

/** The enabled staff of a firm (who may drive a delivery), by name or phone, at most `limit`. */
export async function activeStaffOf(db: Db, firmId: string, search: string | null | undefined, limit: number) {
  const like = search ? `%${escapeLike(search)}%` : null;
  return db
    .select({ id: users.id, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.status, 1), like ? or(sql`${users.fullName} ilike ${like}`, sql`${users.phone} like ${like}`) : undefined))
    .orderBy(users.fullName, users.id)
    .limit(limit);
}

/** The phones of users (an alarm's text message goes to the driver). */
export async function phonesOfUsers(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.phone]));
}
