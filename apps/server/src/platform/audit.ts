import { createHash } from 'node:crypto';
import { AUDIT_RETENTION_DAYS } from '@shanlian/contract';
import { and, asc, desc, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Actor } from './context.js';
import type { Db } from './db.js';
import { newId } from './ids.js';
import { auditLog } from './platform.tables.js';

/** One row of the audit trail, as a caller knows it (the sealer adds the chain). */
export interface AuditEntry {
  kind: 'operation' | 'login';
  at: Date;
  actor?: Pick<Actor, 'userId' | 'fullName' | 'phone' | 'firmId' | 'firmName' | 'areaCode'> | null;
  /** For login rows without an actor: the phone that was tried. */
  phone?: string;
  userId?: string | null;
  operation: string;
  targetIds?: string[];
  result: 'ok' | 'fail';
  status: number;
  message?: string;
  ip?: string | null;
}

/** Adds a row to the audit trail (in the caller's transaction, when it has one). */
export async function recordAudit(db: Db, e: AuditEntry): Promise<void> {
  const a = e.actor ?? null;
  await db.insert(auditLog).values({
    id: newId(),
    kind: e.kind,
    at: e.at,
    userId: a?.userId ?? e.userId ?? null,
    userName: a?.fullName ?? '',
    phone: e.phone ?? a?.phone ?? '',
    firmId: a?.firmId ?? null,
    firmName: a?.firmName ?? '',
    areaCode: a?.areaCode ?? '',
    operation: e.operation,
    targetIds: (e.targetIds ?? []).slice(0, 50),
    result: e.result,
    status: e.status,
    message: (e.message ?? '').slice(0, 200),
    ip: e.ip ?? '',
  });
}

const ID_KEYS = ['Id', 'UserId', 'RoleId', 'FirmId', 'OrderId', 'ElectricityOrderId', 'FoodSaleShelfId'];

/** The ids an operation touched, read off its input (Id, Ids, UserId, …, and any nested *Info.Id) and its answer's Id. */
export function targetIdsOf(input: unknown, output: unknown): string[] {
  const out = new Set<string>();
  const visit = (v: unknown, depth: number) => {
    if (!v || typeof v !== 'object' || depth > 2) return;
    const o = v as Record<string, unknown>;
    for (const k of ID_KEYS) if (typeof o[k] === 'string') out.add(o[k] as string);
    for (const k of ['Ids', 'RoleIds', 'WeekfeedingIds', 'FileIds']) {
      const list = o[k];
      if (Array.isArray(list)) for (const x of list.slice(0, 50)) if (typeof x === 'string') out.add(x);
    }
    for (const [k, child] of Object.entries(o)) if (k.endsWith('Info') && child && typeof child === 'object' && !Array.isArray(child)) visit(child, depth + 1);
  };
  visit(input, 0);
  visit(output, 0);
  return [...out].slice(0, 50);
}

// ---------- the chain ----------

/** The advisory lock that makes sealing and retention one at a time across every instance. */
const AUDIT_CHAIN_LOCK = 724_201_180;
const BATCH = 1000;

type AuditRow = typeof auditLog.$inferSelect;

/** The text a row's hash covers: every field a reader relies on, and the hash before it. */
export function canonicalOf(r: AuditRow, prevHash: string | null): string {
  return JSON.stringify([
    r.id,
    r.kind,
    r.at.toISOString(),
    r.userId ?? '',
    r.userName,
    r.phone,
    r.firmId ?? '',
    r.firmName,
    r.areaCode,
    r.operation,
    r.targetIds.join(','),
    r.result,
    r.status,
    r.message,
    r.ip,
    prevHash ?? '',
  ]);
}

export function hashOf(r: AuditRow, prevHash: string | null): string {
  return createHash('sha256').update(canonicalOf(r, prevHash)).digest('hex');
}

/**
 * Seals the rows written since the last seal: in id order (ids are time-ordered), each takes the
 * next place in the chain and the hash of the row before it. One instance at a time (an advisory
 * lock held by the transaction); batches of 1000. Answers how many rows were sealed.
 */
export async function sealAudit(db: Db): Promise<number> {
  let sealed = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
      const [last] = await tx
        .select({ seq: auditLog.seq, hash: auditLog.hash })
        .from(auditLog)
        .where(isNotNull(auditLog.seq))
        .orderBy(desc(auditLog.seq))
        .limit(1);
      const rows = await tx.select().from(auditLog).where(isNull(auditLog.seq)).orderBy(asc(auditLog.id)).limit(BATCH);
      if (rows.length === 0) return 0;
      let seq = last?.seq ?? 0;
      let prev = last?.hash ?? null;
      const values = rows.map((r) => {
        seq += 1;
        const hash = hashOf(r, prev);
        const v = sql`(${r.id}, ${seq}::bigint, ${prev}::text, ${hash}::text)`;
        prev = hash;
        return v;
      });
      await tx.execute(sql`
        update audit_log a set seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
        from (values ${sql.join(values, sql`, `)}) as v(id, seq, prev_hash, hash)
        where a.id = v.id and a.seq is null`);
      return rows.length;
    });
    sealed += n;
    if (n < BATCH) return sealed;
  }
}

export interface ChainCheck {
  Ok: boolean;
  Checked: number;
  FirstBrokenId: string | null;
}

/**
 * Seals what is waiting, then walks the chain in order recomputing every hash. The first row
 * left anchors it (retention removes rows from the start); after it, a row whose prev_hash is
 * not the hash before it (a row removed or changed) or whose hash is not its own (a field
 * changed) is where the chain breaks.
 */
export async function verifyAudit(db: Db): Promise<ChainCheck> {
  await sealAudit(db);
  let checked = 0;
  let lastSeq = -1;
  let prev: string | null | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(isNotNull(auditLog.seq), gt(auditLog.seq, lastSeq)))
      .orderBy(asc(auditLog.seq))
      .limit(BATCH);
    for (const r of rows) {
      checked += 1;
      const linked = prev === undefined || r.prevHash === prev;
      if (!linked || r.hash !== hashOf(r, r.prevHash)) return { Ok: false, Checked: checked, FirstBrokenId: r.id };
      prev = r.hash;
      lastSeq = r.seq as number;
    }
    if (rows.length < BATCH) return { Ok: true, Checked: checked, FirstBrokenId: null };
  }
}

/**
 * Retention: removes sealed rows older than AUDIT_RETENTION_DAYS from the start of the chain, in
 * chain order and batches of 1000, so that what is left still verifies. The newest sealed row
 * always stays (it anchors the next seal). Answers how many rows were removed.
 */
export async function pruneAudit(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  let removed = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
      const [last] = await tx.select({ seq: auditLog.seq }).from(auditLog).where(isNotNull(auditLog.seq)).orderBy(desc(auditLog.seq)).limit(1);
      if (!last?.seq) return 0;
      const head = await tx
        .select({ seq: auditLog.seq, at: auditLog.at })
        .from(auditLog)
        .where(and(isNotNull(auditLog.seq), lt(auditLog.seq, last.seq)))
        .orderBy(asc(auditLog.seq))
        .limit(BATCH);
      // Only the old prefix: a younger row stops it, whatever follows.
      let upTo: number | null = null;
      for (const h of head) {
        if (h.at >= cutoff) break;
        upTo = h.seq as number;
      }
      if (upTo === null) return 0;
      const gone = await tx
        .delete(auditLog)
        .where(and(isNotNull(auditLog.seq), sql`${auditLog.seq} <= ${upTo}`))
        .returning({ id: auditLog.id });
      return gone.length;
    });
    removed += n;
    if (n < BATCH) return removed;
  }
}
