import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './db.js';
import { fileChunks } from './platform.tables.js';

/** Where the bytes of files live (decision 023). */
export const FILE_STORE_KINDS = ['postgres', 's3', 'disk'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

/** A byte range of a file, both ends included (HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a store is asked for a file: its id, its key (`ab/<id>.png`) and its size. */
export interface BlobRef {
  id: string;
  storageKey: string;
  size: number;
}

/**
 * One place where file bytes are kept. Writes take the caller's database handle, so that the
 * database store writes inside the upload's transaction; the others write before it commits (an
 * upload that then fails leaves bytes nobody names, never a row without bytes).
 */
export interface BlobStore {
  readonly kind: FileStoreKind;
  put(db: Db, file: BlobRef, bytes: Buffer): Promise<void>;
  /** The bytes, or the range of them, as a stream; null when the store does not have them. */
  stream(file: BlobRef, range?: ByteRange): Promise<Readable | null>;
  /** A derived file (a thumbnail) by its name; null when not made yet. */
  derived(fileId: string, name: string): Promise<Buffer | null>;
  putDerived(fileId: string, name: string, bytes: Buffer): Promise<void>;
  /** Removes a file's bytes and derived files (files:migrate --prune). */
  remove(file: BlobRef): Promise<void>;
}

/** Reads a whole stream; for the small files read whole (pictures to thumbnail, workbooks to import). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

const safeName = (name: string): string => {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`bad derived file name ${name}`);
  return name;
};

/** Writes through a temporary name and a rename, so that a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fsp.writeFile(tmp, bytes);
  await fsp.rename(tmp, file);
}

/** One instance's DATA_DIR/files: the embedded database's store (one process, one machine). */
export class DiskBlobStore implements BlobStore {
  readonly kind = 'disk';
  constructor(readonly root: string) {}

  async put(_db: Db, file: BlobRef, bytes: Buffer): Promise<void> {
    await writeAtomically(this.pathOf(file.storageKey), bytes);
  }

  async stream(file: BlobRef, range?: ByteRange): Promise<Readable | null> {
    const full = this.pathOf(file.storageKey);
    try {
      await fsp.access(full);
    } catch {
      return null;
    }
    return fs.createReadStream(full, range ? { start: range.start, end: range.end } : {});
  }

  async derived(fileId: string, name: string): Promise<Buffer | null> {
    try {
      return await fsp.readFile(this.derivedPath(fileId, name));
    } catch {
      return null;
    }
  }

  async putDerived(fileId: string, name: string, bytes: Buffer): Promise<void> {
    await writeAtomically(this.derivedPath(fileId, name), bytes);
  }

  async remove(file: BlobRef): Promise<void> {
    await fsp.rm(this.pathOf(file.storageKey), { force: true });
    const dir = path.dirname(this.derivedPath(file.id, 'x'));
    for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
      if (name.startsWith(`${file.id}-`)) await fsp.rm(path.join(dir, name), { force: true });
    }
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return full;
  }

  private derivedPath(fileId: string, name: string): string {
    return path.join(this.root, 'derived', fileId.slice(-2), safeName(name));
  }
}

/** 256 KB: a download reads one chunk per query; a seek into a video reads from the chunk it lands in. */
export const FILE_CHUNK_BYTES = 256 * 1024;
/** Chunks written per INSERT (2 MB of parameters). */
const CHUNKS_PER_INSERT = 8;

/**
 * The bytes in the database itself (`file_chunks`), so every instance on one PostgreSQL serves
 * every file and a backup of the database holds them. Written in the caller's transaction: the
 * file's row and its bytes commit together or not at all. Reads go chunk by chunk, each a short
 * query on the pool, so a long video download holds no connection and no more than one chunk.
 */
export class PostgresBlobStore implements BlobStore {
  readonly kind = 'postgres';
  constructor(private db: Db) {}

  async put(db: Db, file: BlobRef, bytes: Buffer): Promise<void> {
    await this.write(db, file.id, '', bytes);
  }

  async stream(file: BlobRef, range?: ByteRange): Promise<Readable | null> {
    const start = range?.start ?? 0;
    const end = range?.end ?? file.size - 1;
    const first = Math.floor(start / FILE_CHUNK_BYTES);
    const last = Math.max(first, Math.floor(end / FILE_CHUNK_BYTES));
    // The first chunk is read now, so that a file without bytes answers null rather than a broken stream.
    const head = await this.chunk(file.id, '', first);
    if (!head) return null;
    if (file.size === 0) return Readable.from([]);
    const self = this;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let idx = first; idx <= last; idx++) {
        const data = idx === first ? head : await self.chunk(file.id, '', idx);
        if (!data) throw new Error(`file ${file.id}: chunk ${idx} is missing`);
        const from = idx === first ? start - idx * FILE_CHUNK_BYTES : 0;
        const to = idx === last ? end - idx * FILE_CHUNK_BYTES + 1 : data.length;
        yield data.subarray(from, to);
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  async derived(fileId: string, name: string): Promise<Buffer | null> {
    const rows = await this.db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.variant, safeName(name))))
      .orderBy(asc(fileChunks.idx));
    return rows.length ? Buffer.concat(rows.map((r) => r.data)) : null;
  }

  async putDerived(fileId: string, name: string, bytes: Buffer): Promise<void> {
    // Two instances drawing the same thumbnail at once write the same bytes: the second one is dropped.
    await this.db.transaction(async (tx) => {
      const [had] = await tx
        .select({ idx: fileChunks.idx })
        .from(fileChunks)
        .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.variant, safeName(name)), eq(fileChunks.idx, 0)))
        .limit(1);
      if (!had) await this.write(tx, fileId, name, bytes, true);
    });
  }

  async remove(file: BlobRef): Promise<void> {
    await this.db.delete(fileChunks).where(eq(fileChunks.fileId, file.id));
  }

  /** Writes a file's chunks, replacing any left by an earlier attempt (files:migrate run again). */
  private async write(db: Db, fileId: string, variant: string, bytes: Buffer, ignoreTaken = false): Promise<void> {
    if (!ignoreTaken) await db.delete(fileChunks).where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.variant, variant)));
    const count = Math.max(1, Math.ceil(bytes.length / FILE_CHUNK_BYTES));
    for (let from = 0; from < count; from += CHUNKS_PER_INSERT) {
      const rows = [];
      for (let idx = from; idx < Math.min(count, from + CHUNKS_PER_INSERT); idx++) {
        rows.push({ fileId, variant, idx, data: bytes.subarray(idx * FILE_CHUNK_BYTES, (idx + 1) * FILE_CHUNK_BYTES) });
      }
      await db.insert(fileChunks).values(rows).onConflictDoNothing();
    }
  }

  private async chunk(fileId: string, variant: string, idx: number): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.variant, variant), eq(fileChunks.idx, idx)))
      .limit(1);
    return row?.data ?? null;
  }
}

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

/**
 * An S3-compatible object store (AWS S3, Aliyun OSS, MinIO) through the AWS SDK. The SDK is loaded
 * on first use, so an instance on another store never loads it. Checksums are sent only where the
 * API requires them: the SDK's newer default (a CRC trailer on every upload) is refused by several
 * S3-compatible servers.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | null = null;
  constructor(readonly settings: S3Settings) {}

  private open() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const s = this.settings;
      const s3 = new sdk.S3Client({
        endpoint: s.endpoint,
        region: s.region,
        forcePathStyle: s.forcePathStyle,
        credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { s3, sdk };
    });
    return this.client;
  }

  async put(_db: Db, file: BlobRef, bytes: Buffer): Promise<void> {
    await this.putObject(file.storageKey, bytes);
  }

  async stream(file: BlobRef, range?: ByteRange): Promise<Readable | null> {
    const body = await this.getObject(file.storageKey, range ? `bytes=${range.start}-${range.end}` : undefined);
    return body;
  }

  async derived(fileId: string, name: string): Promise<Buffer | null> {
    const body = await this.getObject(this.derivedKey(fileId, name));
    return body ? readAll(body) : null;
  }

  async putDerived(fileId: string, name: string, bytes: Buffer): Promise<void> {
    await this.putObject(this.derivedKey(fileId, name), bytes);
  }

  async remove(file: BlobRef): Promise<void> {
    const { s3, sdk } = await this.open();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: file.storageKey }));
  }

  /** Ends the SDK's connections (tests, the migration command). */
  async close(): Promise<void> {
    if (this.client) (await this.client).s3.destroy();
    this.client = null;
  }

  private derivedKey(fileId: string, name: string): string {
    return `derived/${fileId.slice(-2)}/${safeName(name)}`;
  }

  private async putObject(key: string, bytes: Buffer): Promise<void> {
    const { s3, sdk } = await this.open();
    await s3.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
  }

  private async getObject(key: string, range?: string): Promise<Readable | null> {
    const { s3, sdk } = await this.open();
    try {
      const out = await s3.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key, Range: range }));
      return out.Body as Readable;
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }
}
