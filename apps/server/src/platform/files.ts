import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type FilePurpose, PUBLIC_FILE_PURPOSES } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db.js';
import { type BlobStore, type ByteRange, DiskBlobStore, type FileStoreKind, PostgresBlobStore, readAll, S3BlobStore, type S3Settings } from './file-stores.js';
import { newId } from './ids.js';
import { files } from './platform.tables.js';

const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  // recordings: Chromium's MediaRecorder writes WebM/Matroska, which browsers play as video/webm
  mkv: 'video/webm',
  webm: 'video/webm',
  mp4: 'video/mp4',
  wmv: 'video/x-ms-wmv',
  avi: 'video/x-msvideo',
  // Ogg is sound in practice (Vorbis, Opus); browsers no longer play Theora video
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const fileUrl = (id: string | null | undefined): string => (id ? `/v1/File/Download/${id}` : '');

export type StoredFile = typeof files.$inferSelect;

export interface FileStoreOptions {
  clock: Clock;
  /** Where new files go. */
  kind: FileStoreKind;
  /** The database the `postgres` store reads from (writes go through the caller's transaction). */
  db: Db;
  /** DATA_DIR/files: the `disk` store, also read for files written there before a change of store. */
  root: string;
  /** The `s3` store's settings; without them, files kept in S3 cannot be read. */
  s3?: S3Settings | null;
}

/**
 * The files of the platform: their rows in `files` and their bytes in one of the stores of
 * file-stores.ts (decision 023). New files go to the configured store; each row names the store
 * that holds its bytes, so files written before a change of store stay readable until
 * `files:migrate` moves them. Derived files (thumbnails) go to the configured store, made again
 * whenever they are missing.
 */
export class FileStore {
  readonly kind: FileStoreKind;
  private clock: Clock;
  private stores: Partial<Record<FileStoreKind, BlobStore>>;

  constructor(opts: FileStoreOptions) {
    this.kind = opts.kind;
    this.clock = opts.clock;
    this.stores = {
      disk: new DiskBlobStore(opts.root),
      postgres: new PostgresBlobStore(opts.db),
      ...(opts.s3 ? { s3: new S3BlobStore(opts.s3) } : {}),
    };
    if (!this.stores[opts.kind]) throw new Error(`FILE_STORE=${opts.kind} is not configured`);
  }

  /** The store of that kind; throws when it is not configured here (a file in S3 on an instance without S3 settings). */
  store(kind: FileStoreKind = this.kind): BlobStore {
    const store = this.stores[kind];
    if (!store) throw new Error(`files kept in ${kind} cannot be read: FILE_STORE ${kind} is not configured on this instance`);
    return store;
  }

  /**
   * Stores bytes and their row. Files the platform writes itself (seed content) name no
   * purpose and are store pictures: public.
   */
  async save(
    db: Db,
    input: { fileName: string; bytes: Buffer; ownerFirmId?: string | null; uploadedBy?: string | null; purpose?: FilePurpose; id?: string },
  ): Promise<string> {
    const id = input.id ?? newId();
    const ext = path.extname(input.fileName).slice(1).toLowerCase() || 'bin';
    const key = `${id.slice(-2)}/${id}.${ext}`;
    const purpose = input.purpose ?? 'product';
    const store = this.store();
    const ref = { id, storageKey: key, size: input.bytes.length };
    // Outside the database the bytes go first (a failed insert leaves bytes nobody names); in it the row goes first (the chunks point at it).
    if (store.kind !== 'postgres') await store.put(db, ref, input.bytes);
    await db.insert(files).values({
      id,
      fileName: input.fileName,
      extension: ext,
      mime: MIME[ext] ?? 'application/octet-stream',
      size: input.bytes.length,
      storageKey: key,
      ownerFirmId: input.ownerFirmId ?? null,
      uploadedBy: input.uploadedBy ?? null,
      purpose,
      isPublic: PUBLIC_FILE_PURPOSES.includes(purpose),
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      store: store.kind,
      createdAt: this.clock.now(),
    });
    if (store.kind === 'postgres') await store.put(db, ref, input.bytes);
    return id;
  }

  /** A file's row, without its bytes. */
  async row(db: Db, id: string): Promise<StoredFile | null> {
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    return row ?? null;
  }

  /** The bytes of a stored file, or a range of them, as a stream; null when they are gone. */
  async stream(row: Pick<StoredFile, 'id' | 'storageKey' | 'size' | 'store'>, range?: ByteRange): Promise<Readable | null> {
    return this.store(row.store as FileStoreKind).stream(row, range);
  }

  /** The whole bytes of a stored file (pictures, workbooks: small files); null when they are gone. */
  async bytes(row: Pick<StoredFile, 'id' | 'storageKey' | 'size' | 'store'>): Promise<Buffer | null> {
    const stream = await this.stream(row);
    return stream ? readAll(stream) : null;
  }

  async open(db: Db, id: string): Promise<{ mime: string; bytes: Buffer; fileName: string } | null> {
    const row = await this.row(db, id);
    if (!row) return null;
    const bytes = await this.bytes(row);
    return bytes ? { mime: row.mime, bytes, fileName: row.fileName } : null;
  }

  /** A derived file (a thumbnail) by its name, e.g. `<id>-100.webp`; null when not made yet. */
  async derived(id: string, name: string): Promise<Buffer | null> {
    return this.store().derived(id, name);
  }

  async saveDerived(id: string, name: string, bytes: Buffer): Promise<void> {
    await this.store().putDerived(id, name, bytes);
  }

  /** Ends what the stores hold open (the S3 client's sockets). */
  async close(): Promise<void> {
    await (this.stores.s3 as S3BlobStore | undefined)?.close();
  }
}

/** The store new files go to: FILE_STORE, or by the database (PostgreSQL server: postgres; embedded: disk). */
export function fileStoreKindOf(config: Pick<Config, 'FILE_STORE'>, database: Pick<Database, 'kind'>): FileStoreKind {
  return config.FILE_STORE ?? (database.kind === 'postgres' ? 'postgres' : 'disk');
}

/** The S3 settings of the configuration; null without a bucket. */
export function s3SettingsOf(config: Config): S3Settings | null {
  if (!config.S3_BUCKET) return null;
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ? config.S3_FORCE_PATH_STYLE === 'true' : !!config.S3_ENDPOINT,
  };
}

/** The app's file store, as the configuration and the database say. */
export function fileStoreOf(config: Config, database: Database, clock: Clock): FileStore {
  return new FileStore({ clock, kind: fileStoreKindOf(config, database), db: database.db, root: config.filesDir, s3: s3SettingsOf(config) });
}
