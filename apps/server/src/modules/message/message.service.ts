import { type TMessage, toChinaIso } from '@shanlian/contract';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { newId } from '../../platform/ids.js';
import { messages } from './message.tables.js';

type NewMessage = { firmId: string; kind: string; title: string; body: string; link?: string | null; orderId?: string | null; now: Date };

/** Leaves a message in a firm's box (inside the caller's transaction). */
export async function postMessage(db: Db, m: NewMessage): Promise<void> {
  await postMessages(db, [m]);
}

/** Leaves several messages at once, in one INSERT (inside the caller's transaction). */
export async function postMessages(db: Db, list: readonly NewMessage[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(messages).values(
    list.map((m) => ({
      id: newId(),
      firmId: m.firmId,
      kind: m.kind,
      title: m.title,
      body: m.body,
      link: m.link ?? null,
      orderId: m.orderId ?? null,
      createdAt: m.now,
    })),
  );
}

export async function listMessages(db: Db, actor: Actor, unread: boolean, limit: number, offset: number) {
  const where = and(eq(messages.firmId, actor.firmId), unread ? isNull(messages.readAt) : undefined) as SQL;
  const [rows, [total]] = await Promise.all([
    db.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  const wire: TMessage[] = rows.map((m) => ({
    Id: m.id,
    Kind: m.kind,
    Title: m.title,
    Body: m.body,
    Link: m.link,
    OrderId: m.orderId,
    CreateTime: toChinaIso(m.createdAt),
    IsRead: !!m.readAt,
  }));
  return { rows: wire, total: total?.n ?? 0 };
}

export async function unreadCount(db: Db, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.firmId, actor.firmId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Marks the firm's own messages read; ids of other firms' messages are ignored. */
export async function markRead(db: Db, actor: Actor, now: Date, ids: string[] | null | undefined, all: boolean): Promise<number> {
  if (!all && !ids?.length) return 0;
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.firmId, actor.firmId), isNull(messages.readAt), all ? undefined : inArray(messages.id, ids ?? [])))
    .returning({ id: messages.id });
  return rows.length;
}
