import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_RETENTION_DAYS, type AuditLoginAction, type AuditOperationAction } from '@shanlian/contract';
import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Config } from './config.js';
import type { Actor } from './context.js';
import type { Db } from './db.js';
import { newId } from './ids.js';
import { auditHead, auditLog } from './platform.tables.js';

/**
 * One row of the audit trail, as a caller knows it (the chain's seq and HMAC are added as it is written).
 * Its action is a key of the contract's table of audit actions: an audited operation for an
 * operation row, a login event for a login row; any other string does not compile.
 */
export type AuditEntry = AuditEntryFields & ({ kind: 'operation'; operation: AuditOperationAction } | { kind: 'login'; operation: AuditLoginAction });

interface AuditEntryFields {
  at: Date;
  actor?: Pick<Actor, 'userId' | 'fullName' | 'phone' | 'firmId' | 'firmName' | 'areaCode'> | null;
  /** For login rows without an actor: the phone that was tried. */
  phone?: string;
  userId?: string | null;
  targetIds?: string[];
  result: 'ok' | 'fail';
  status: number;
  message?: string;
  ip?: string | null;
}

/**
 * Text as PostgreSQL will store it: cut by characters, not UTF-16 units, and without lone surrogates
 * (which the driver would turn into U+FFFD), so that the HMAC computed here is the one verify recomputes.
 */
function stored(text: string, max: number): string {
  return Array.from(text)
    .slice(0, max)
    .join('')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * Adds a row to the audit trail, sealed as it is written: in the caller's transaction (or one of its
 * own), the chain's head row is locked, the row takes the next sequence number and the HMAC over
 * (seq, the previous hash, its content), and the head moves on. A rolled-back transaction takes its
 * number back with it, so the sequence has no gaps.
 */
export async function recordAudit(db: Db, e: AuditEntry): Promise<void> {
  const a = e.actor ?? null;
  const row: AuditContent = {
    id: newId(),
    kind: e.kind,
    at: e.at,
    userId: a?.userId ?? e.userId ?? null,
    userName: stored(a?.fullName ?? '', 200),
    phone: stored(e.phone ?? a?.phone ?? '', 50),
    firmId: a?.firmId ?? null,
    firmName: stored(a?.firmName ?? '', 200),
    areaCode: a?.areaCode ?? '',
    operation: stored(e.operation, 200),
    targetIds: (e.targetIds ?? []).slice(0, 50).map((t) => stored(t, 200)),
    result: e.result,
    status: e.status,
    message: stored(e.message ?? '', 200),
    ip: stored(e.ip ?? '', 100),
  };
  if (db instanceof PgTransaction) return appendAudit(db as unknown as Db, row);
  return db.transaction((tx) => appendAudit(tx, row));
}

async function appendAudit(tx: Db, row: AuditContent): Promise<void> {
  const head = await lockHead(tx);
  const seq = head.seq + 1;
  const prevHash = head.hash || null;
  const hash = macOf(seq, prevHash, row);
  await tx.insert(auditLog).values({ ...row, seq, prevHash, hash });
  await tx.update(auditHead).set({ seq, hash }).where(eq(auditHead.id, 1));
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

// ---------- the chain (decision 022) ----------

type AuditRow = typeof auditLog.$inferSelect;
type AuditContent = Omit<AuditRow, 'seq' | 'prevHash' | 'hash'>;
type Head = typeof auditHead.$inferSelect;

/** A signed copy of the chain's head, kept outside the audit table (the log, a file, this process). */
export interface Checkpoint {
  Seq: number;
  Hash: string;
  /** The oldest place retention keeps: rows before it were removed by retention, not by someone else. */
  First: number;
  At: string;
  Mac: string;
}

/** Known to anyone who reads the source: it keeps development working and proves nothing. */
const DEV_KEY = createHash('sha256').update('shanlian development audit key (not a secret)').digest();

interface ChainState {
  key: Buffer;
  devKey: boolean;
  checkpointFile?: string;
  log: (fields: object, message: string) => void;
  /** The newest checkpoint this process wrote or read. */
  last: Checkpoint | null;
}

const chain: ChainState = { key: DEV_KEY, devKey: true, log: () => {}, last: null };

/**
 * Sets the chain's key and checkpoint file from the configuration (every app of the process shares
 * them: a deployment has one AUDIT_KEY). Answers whether the development key is in use.
 */
export function configureAudit(config: Pick<Config, 'AUDIT_KEY' | 'AUDIT_CHECKPOINT_FILE'>): { devKey: boolean } {
  chain.key = config.AUDIT_KEY ? Buffer.from(config.AUDIT_KEY, 'utf8') : DEV_KEY;
  chain.devKey = !config.AUDIT_KEY;
  if (config.AUDIT_CHECKPOINT_FILE !== chain.checkpointFile) chain.last = null;
  chain.checkpointFile = config.AUDIT_CHECKPOINT_FILE || undefined;
  return { devKey: chain.devKey };
}

/** Where checkpoints are logged (the app's structured log). */
export function setAuditLog(log: (fields: object, message: string) => void): void {
  chain.log = log;
}

const hmac = (text: string) => createHmac('sha256', chain.key).update(text).digest('hex');

function sameHex(a: string | null, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The fields of a row a reader relies on, in the order both chains hash them. */
const fieldsOf = (r: AuditContent, targetIds: string | string[]) => [
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
  targetIds,
  r.result,
  r.status,
  r.message,
  r.ip,
];

/** What a row's HMAC covers: its place, the hash before it and every field a reader relies on. */
export function macOf(seq: number, prevHash: string | null, r: AuditContent): string {
  return hmac(JSON.stringify([seq, prevHash ?? '', ...fieldsOf(r, r.targetIds)]));
}

const checkpointMac = (c: Omit<Checkpoint, 'Mac'>) => hmac(JSON.stringify(['checkpoint', c.Seq, c.Hash, c.First, c.At]));

const BATCH = 1000;

/** Locks the head for this transaction; re-seals the rows of before the HMAC chain first, once. */
async function lockHead(tx: Db): Promise<Head> {
  const [head] = await tx.select().from(auditHead).where(eq(auditHead.id, 1)).for('update');
  if (!head) throw new Error('audit_head has no row: the migrations were not applied');
  return head.reseal ? resealLegacy(tx) : head;
}

/**
 * The SHA-256 chain of before decision 022, read once to say whether the rows re-sealed were intact
 * (and what a forger without the key can compute, which the tests use).
 */
export function legacyHashOf(r: AuditRow, prevHash: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([...fieldsOf(r, r.targetIds.join(',')), prevHash ?? '']))
    .digest('hex');
}

/**
 * The one-time re-seal (decision 022): the migration cannot compute HMACs (the key is not in the
 * database), so the first transaction holding the head with the key does. The old SHA-256 chain is
 * checked first and the outcome logged; then every row, in the old chain's order (unsealed rows
 * after, by id), is numbered from the old first place and sealed with the HMAC.
 */
async function resealLegacy(tx: Db): Promise<Head> {
  let legacyOk = true;
  let legacyBrokenId: string | null = null;
  let prev: string | null | undefined;
  let after = -1;
  for (;;) {
    const rows = await tx
      .select()
      .from(auditLog)
      .where(and(isNotNull(auditLog.seq), gt(auditLog.seq, after)))
      .orderBy(asc(auditLog.seq))
      .limit(BATCH);
    for (const r of rows) {
      const linked = prev === undefined || r.prevHash === prev;
      if (legacyOk && (!linked || r.hash !== legacyHashOf(r, r.prevHash))) {
        legacyOk = false;
        legacyBrokenId = r.id;
      }
      prev = r.hash;
      after = r.seq as number;
    }
    if (rows.length < BATCH) break;
  }
  const [first] = await tx.select({ seq: sql<number>`coalesce(min(${auditLog.seq}), 1)::int` }).from(auditLog);
  const base = first?.seq ?? 1;
  // Negative first, so that no new number meets an old one on the unique index mid-statement.
  await tx.execute(sql`
    update audit_log a set seq = -r.n
    from (select id, row_number() over (order by seq asc nulls last, id asc) as n from audit_log) r
    where a.id = r.id`);
  await tx.execute(sql`update audit_log set seq = ${base - 1}::bigint - seq`);
  let seq = base - 1;
  let hash: string | null = null;
  for (;;) {
    const rows = await tx.select().from(auditLog).where(gt(auditLog.seq, seq)).orderBy(asc(auditLog.seq)).limit(BATCH);
    if (rows.length === 0) break;
    const values = rows.map((r) => {
      const mac = macOf(r.seq as number, hash, r);
      const v = sql`(${r.id}, ${hash}::text, ${mac}::text)`;
      hash = mac;
      seq = r.seq as number;
      return v;
    });
    await tx.execute(sql`
      update audit_log a set prev_hash = v.prev_hash, hash = v.hash
      from (values ${sql.join(values, sql`, `)}) as v(id, prev_hash, hash)
      where a.id = v.id`);
  }
  const head: Head = { id: 1, seq, hash: hash ?? '', firstSeq: base, reseal: false };
  await tx.update(auditHead).set(head).where(eq(auditHead.id, 1));
  chain.log(
    { auditReseal: { rows: seq - base + 1, first: base, legacyChainOk: legacyOk, legacyFirstBrokenId: legacyBrokenId } },
    legacyOk
      ? 'audit rows of before the HMAC chain re-sealed; their SHA-256 chain was intact'
      : 'audit rows of before the HMAC chain re-sealed; their SHA-256 chain was already broken',
  );
  return head;
}

/**
 * At a start: seals the rows of before the HMAC chain if the migration left any, and writes a
 * checkpoint of the head, so that the first rows written after the start have a reference.
 */
export async function prepareAuditChain(db: Db, now: Date): Promise<void> {
  const [head] = await db.select().from(auditHead).where(eq(auditHead.id, 1));
  if (head?.reseal) await db.transaction(async (tx) => void (await lockHead(tx)));
  await writeCheckpoint(db, now);
}

/** Signs the head as it is now and writes it to the log, the checkpoint file (if set) and this process's memory. */
export async function writeCheckpoint(db: Db, now: Date): Promise<Checkpoint | null> {
  const [head] = await db.select().from(auditHead).where(eq(auditHead.id, 1));
  if (!head || head.reseal) return null;
  const body = { Seq: head.seq, Hash: head.hash, First: head.firstSeq, At: now.toISOString() };
  const cp: Checkpoint = { ...body, Mac: checkpointMac(body) };
  chain.log({ auditCheckpoint: cp }, 'audit checkpoint');
  if (chain.checkpointFile) {
    fs.mkdirSync(path.dirname(chain.checkpointFile), { recursive: true });
    // 'a': appended, never rewritten; the operator may make the file append-only (chattr +a) or ship it away.
    fs.appendFileSync(chain.checkpointFile, `${JSON.stringify(cp)}\n`, { flag: 'a' });
  }
  if (!chain.last || cp.Seq > chain.last.Seq || (cp.Seq === chain.last.Seq && cp.First >= chain.last.First)) chain.last = cp;
  return cp;
}

/** How many rows, or how long, between checkpoints. */
export const CHECKPOINT_EVERY_ROWS = 1000;
export const CHECKPOINT_EVERY_MS = 60_000;

/** The job's step: a checkpoint when the head moved CHECKPOINT_EVERY_ROWS rows, or moved at all and the last is a minute old. */
export async function checkpointIfDue(db: Db, now: Date): Promise<Checkpoint | null> {
  const [head] = await db.select().from(auditHead).where(eq(auditHead.id, 1));
  if (!head || head.reseal) return null;
  const last = chain.last;
  if (last) {
    const moved = head.seq !== last.Seq || head.firstSeq !== last.First;
    const rows = head.seq - last.Seq;
    if (!moved) return null;
    if (rows < CHECKPOINT_EVERY_ROWS && now.getTime() - Date.parse(last.At) < CHECKPOINT_EVERY_MS) return null;
  }
  return writeCheckpoint(db, now);
}

/** The newest genuine checkpoint (file and memory), or the number of a file line whose signature fails. */
function readCheckpoints(): { latest: Checkpoint | null; badLine: number | null } {
  let latest = chain.last;
  const newer = (c: Checkpoint) => !latest || c.Seq > latest.Seq || (c.Seq === latest.Seq && c.First > latest.First);
  if (!chain.checkpointFile || !fs.existsSync(chain.checkpointFile)) return { latest, badLine: null };
  const text = fs.readFileSync(chain.checkpointFile, 'utf8');
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim();
    if (!line) continue;
    let c: Checkpoint;
    try {
      c = JSON.parse(line) as Checkpoint;
    } catch {
      return { latest, badLine: i + 1 };
    }
    if (typeof c.Seq !== 'number' || typeof c.Hash !== 'string' || typeof c.First !== 'number' || typeof c.At !== 'string' || !sameHex(c.Mac, checkpointMac(c)))
      return { latest, badLine: i + 1 };
    if (newer(c)) latest = c;
  }
  return { latest, badLine: null };
}

export interface ChainCheck {
  Ok: boolean;
  Checked: number;
  /** The row where the chain first fails (absent when what is wrong is a row that is no longer there). */
  FirstBadId?: string;
  /** What is wrong, in words an auditor reads. */
  Reason?: string;
}

/**
 * Walks the chain against the key and the checkpoints kept outside the table. Reports, first found
 * first: a checkpoint line whose signature fails; rows missing at the oldest end (before the
 * retained start the checkpoints and the head name); a gap; a row not linked to the one before it;
 * a row whose HMAC fails (changed, or inserted by someone without the key, even with its plain hashes
 * recomputed); a row that differs from the checkpoint of its place; rows missing at the newest end
 * (the head or a checkpoint names a later place); rows beyond the head.
 */
export async function verifyAudit(db: Db, now: Date): Promise<ChainCheck> {
  let [head] = await db.select().from(auditHead).where(eq(auditHead.id, 1));
  if (head?.reseal) {
    await prepareAuditChain(db, now);
    [head] = await db.select().from(auditHead).where(eq(auditHead.id, 1));
  }
  if (!head) throw new Error('audit_head has no row: the migrations were not applied');
  const { latest, badLine } = readCheckpoints();
  if (badLine !== null) return { Ok: false, Checked: 0, Reason: `检查点文件第${badLine}行的签名不符：检查点被改写或伪造` };
  const top = Math.max(head.seq, latest?.Seq ?? 0);
  // The retained start is the checkpoint's when there is one: the head is in the database, where
  // whoever deletes the oldest rows can move it too (retention writes a checkpoint as it prunes).
  const expectedFirst = latest ? latest.First : head.firstSeq;
  let checked = 0;
  let last = null as AuditRow | null;
  for (;;) {
    const rows: AuditRow[] = await db
      .select()
      .from(auditLog)
      .where(and(isNotNull(auditLog.seq), gt(auditLog.seq, last?.seq ?? Number.MIN_SAFE_INTEGER), sql`${auditLog.seq} <= ${top}`))
      .orderBy(asc(auditLog.seq))
      .limit(BATCH);
    for (const r of rows) {
      checked += 1;
      const seq = r.seq as number;
      const bad = (Reason: string): ChainCheck => ({ Ok: false, Checked: checked, FirstBadId: r.id, Reason });
      if (!last && seq > expectedFirst) return bad(`最早的第${expectedFirst}–${seq - 1}条审计记录被删除（保留起点为第${expectedFirst}条）`);
      if (last && seq !== (last.seq as number) + 1) return bad(`第${(last.seq as number) + 1}–${seq - 1}条审计记录缺失（被删除）`);
      if (last && r.prevHash !== last.hash) return bad(`第${seq}条审计记录与前一条不相连`);
      if (!sameHex(r.hash, macOf(seq, r.prevHash, r))) return bad(`第${seq}条审计记录的签名不符：被改写，或是没有密钥的人插入的`);
      if (latest && seq === latest.Seq && r.hash !== latest.Hash) return bad(`第${seq}条审计记录与检查点不符：链在检查点之后被重写`);
      last = r;
    }
    if (rows.length < BATCH) break;
  }
  const lastSeq = (last?.seq as number | undefined) ?? expectedFirst - 1;
  if (lastSeq < top) {
    const by = latest && latest.Seq > head.seq ? `检查点记录到第${latest.Seq}条` : `链头记录到第${head.seq}条`;
    return { Ok: false, Checked: checked, Reason: `最新的第${lastSeq + 1}–${top}条审计记录被删除（${by}）` };
  }
  // One statement: the head and the rows beyond it seen at one moment (a write moves both in one transaction).
  const beyond = (await db.execute(
    sql`select id, seq::int as seq from audit_log where seq > (select seq from audit_head where id = 1) order by seq limit 1`,
  )) as unknown as { rows: { id: string; seq: number }[] };
  const extra = beyond.rows[0];
  if (extra) return { Ok: false, Checked: checked, FirstBadId: extra.id, Reason: `第${extra.seq}条审计记录在链头之后：不是经由审计链写入的` };
  return { Ok: true, Checked: checked };
}

/**
 * Retention: removes rows older than AUDIT_RETENTION_DAYS from the start of the chain, in chain
 * order and batches of 1000, under the head's lock, and moves the retained start on the head; then
 * a checkpoint records the new start, so that verify tells retention from a deletion. The newest
 * row always stays. Answers how many rows were removed.
 */
export async function pruneAudit(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  let removed = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const head = await lockHead(tx);
      const oldest = await tx
        .select({ seq: auditLog.seq, at: auditLog.at })
        .from(auditLog)
        .where(and(isNotNull(auditLog.seq), lt(auditLog.seq, head.seq)))
        .orderBy(asc(auditLog.seq))
        .limit(BATCH);
      // Only the old prefix: a younger row stops it, whatever follows.
      let upTo: number | null = null;
      for (const h of oldest) {
        if (h.at >= cutoff) break;
        upTo = h.seq as number;
      }
      if (upTo === null) return 0;
      const gone = await tx
        .delete(auditLog)
        .where(and(isNotNull(auditLog.seq), sql`${auditLog.seq} <= ${upTo}`))
        .returning({ id: auditLog.id });
      await tx
        .update(auditHead)
        .set({ firstSeq: upTo + 1 })
        .where(eq(auditHead.id, 1));
      return gone.length;
    });
    removed += n;
    if (n < BATCH) break;
  }
  if (removed > 0) await writeCheckpoint(db, now);
  return removed;
}
