import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from './db.js';
import { AppError, conflict } from './errors.js';
import { idempotencyKeys } from './platform.tables.js';

/** The longest key a client may send (UUIDs are 36 characters). */
export const IDEMPOTENCY_KEY_MAX = 200;
/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;

/** The request's Idempotency-Key, or null; a key that is too long is refused. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX) throw new AppError(400, `Idempotency-Key 不能超过${IDEMPOTENCY_KEY_MAX}个字符`);
  return key;
}

export type Claim = { fresh: true } | { fresh: false; response: unknown };

/**
 * Claims (user, key) for an operation inside the caller's transaction. A fresh claim lets the
 * operation run; a key already used answers its stored response. A concurrent request with the
 * same key waits here, on the primary key, until the first commits (then it replays it) or rolls
 * back (then it claims the key itself).
 */
export async function claimIdempotencyKey(db: Db, userId: string, key: string, operation: string, now: Date): Promise<Claim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, operation, response: null, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: idempotencyKeys.userId });
  if (inserted.length) return { fresh: true };
  const [row] = await db
    .select({ operation: idempotencyKeys.operation, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) throw conflict('请求正在处理中，请稍后再试');
  if (row.operation !== operation) throw conflict('该 Idempotency-Key 已用于其他操作');
  return { fresh: false, response: row.response };
}

/** Stores the first answer of a claimed key, in the same transaction as the work it answers. */
export async function storeIdempotentResponse(db: Db, userId: string, key: string, response: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response: sql`${JSON.stringify(response ?? null)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Forgets keys older than the TTL; answers how many. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
