import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/** Login sessions. The token is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window limits (one SMS per phone per 60 s, N tries per address per window) when no Redis is configured. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  until: bigint('until', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull().default(1),
});

/**
 * Every text (decision 020): written by the caller's transaction (status pending), sent after the
 * commit by the sms-outbox job, which claims due rows with FOR UPDATE SKIP LOCKED and a lease
 * (next_attempt_at moved forward), retries with backoff and gives up (failed) after the last attempt.
 * With the development provider this is also the outbox Dev/GetSmsOutbox reads.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    /** A code text's code, else the event's code (SV_CASE_NEW, OP_FIRM_APPROVED …). */
    code: text('code').notNull(),
    /** What made the text: register, password, cold-chain-alarm, supervision-case, firm-review … */
    purpose: text('purpose').notNull(),
    /** The template purpose of SMS_TEMPLATES: code, alarm, case, review, statement. */
    template: text('template').notNull().default('code'),
    /** The named parameters the caller supplied; the template's are sent. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** pending, sent, failed, off (SMS_STATUSES in the contract). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    /** The provider's template code it went with and its receipt (Aliyun BizId). */
    templateCode: text('template_code'),
    bizId: text('biz_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('sms_outbox_phone_idx').on(t.phone, t.createdAt),
    index('sms_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('sms_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * Uploaded and generated files; the bytes live in the file store. A file belongs to the firm
 * that uploaded it and has one purpose (FILE_PURPOSES in the contract), fixed at upload or by
 * the first record that takes it; `is_public` follows from the purpose. Other firms read a
 * private file only through a row of `file_grants` (the files module).
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    ownerFirmId: text('owner_firm_id'),
    /** The user who uploaded it; null for files the platform wrote itself (seed, exports). */
    uploadedBy: text('uploaded_by'),
    purpose: text('purpose').notNull().default('unassigned'),
    isPublic: boolean('is_public').notNull().default(false),
    /** SHA-256 of the bytes as stored (hex), so that evidence can be shown unaltered; '' for files older than the column. */
    sha256: text('sha256').notNull().default(''),
    /**
     * Which store holds the bytes (platform/file-stores.ts): `postgres` (file_chunks), `s3` or `disk`
     * (one instance's DATA_DIR). Files older than the column are on disk; `files:migrate` moves them.
     */
    store: text('store').notNull().default('disk'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('files_owner_idx').on(t.ownerFirmId, t.createdAt), index('files_store_idx').on(t.store, t.id)],
);

/** bytea, read as a Buffer whichever driver answers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
  toDriver: (v) => v,
});

/**
 * The bytes of files kept in the database (FILE_STORE=postgres), in chunks of FILE_CHUNK_BYTES, so
 * that a download reads one chunk at a time and a video seek reads only the chunks it needs.
 * `variant` is '' for the file itself, or the name of a derived file (a thumbnail).
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull().default(''),
    idx: integer('idx').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.variant, t.idx] })],
);

/**
 * The audit trail (等保 2.0): every write operation and every login, failed login, lockout and
 * logout. Rows are only ever added; a sealer links them in order of `seq`, each carrying the
 * hash of the one before, so that a changed or removed row breaks the chain where it stands.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** The place in the chain, given in the writing transaction (decision 022); null only on rows awaiting the one-time re-seal. */
    seq: bigint('seq', { mode: 'number' }).unique(),
    /** 'operation' | 'login' */
    kind: text('kind').$type<'operation' | 'login'>().notNull(),
    at: at('at').notNull(),
    userId: text('user_id'),
    userName: text('user_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    firmId: text('firm_id'),
    firmName: text('firm_name').notNull().default(''),
    areaCode: text('area_code').notNull().default(''),
    /** Contract operation name, or login / failed / locked / refused / logout / password_changed. */
    operation: text('operation').notNull(),
    targetIds: text('target_ids').array().notNull().default(sql`'{}'::text[]`),
    /** 'ok' | 'fail' */
    result: text('result').$type<'ok' | 'fail'>().notNull(),
    status: integer('status').notNull(),
    message: text('message').notNull().default(''),
    ip: text('ip').notNull().default(''),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [index('audit_log_kind_at_idx').on(t.kind, t.at), index('audit_log_user_idx').on(t.userId, t.at)],
);

/**
 * The head of the audit chain: one row, locked FOR UPDATE by every transaction that writes an audit
 * row, so that sequence numbers are given without gaps in commit order (decision 022). `firstSeq`
 * is the oldest place retention keeps; `reseal` marks rows written before the HMAC chain, sealed
 * once with AUDIT_KEY by the first writer (or start) after the migration.
 */
export const auditHead = pgTable('audit_head', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  firstSeq: bigint('first_seq', { mode: 'number' }).notNull(),
  reseal: boolean('reseal').notNull(),
});

/**
 * Idempotency keys: the first answer of a creating operation per (user, key). A repeat of the
 * key answers the stored result; a concurrent repeat waits on the row's unique index until the
 * first commits (or rolls back, freeing the key). Rows older than a day are purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    response: jsonb('response'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Scheduled jobs (platform/jobs.ts): the last slot each job was claimed for. An instance runs a
 * job's slot only if one conditional UPDATE moves `last_slot` forward, so among several instances
 * exactly one runs each slot.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastSlot: at('last_slot'),
  owner: text('owner').notNull().default(''),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
  lastError: text('last_error').notNull().default(''),
  runs: integer('runs').notNull().default(0),
});

/**
 * What a transaction changed, as cache tags ('item:<id>', 'shelf', 'cms', 'session:<id>', …), written
 * by the triggers of migration 0019 on the tables the caches read. The registrar takes its own
 * transaction's rows before the commit (so they never persist) and announces the tags once the
 * commit is done; rows of other writers (jobs, scripts) are swept within a second (decision 018).
 */
export const cacheChanges = pgTable(
  'cache_changes',
  {
    txid: bigint('txid', { mode: 'number' }).notNull(),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.txid, t.tag] })],
);

/**
 * Keys the platform makes for itself when none is configured (the media stream tokens' HMAC key,
 * decision 021): made once by the first instance that needs one, read by every other.
 */
export const platformKeys = pgTable('platform_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: at('created_at').notNull(),
});
