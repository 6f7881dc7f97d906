import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type FilePurpose, PUBLIC_FILE_PURPOSES } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from './clock.js';
import type { Db } from './db.js';
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
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const fileUrl = (id: string | null | undefined): string => (id ? `/v1/File/Download/${id}` : '');

export type StoredFile = typeof files.$inferSelect;

/** Writes through a temporary name and a rename, so that a reader never sees half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, file);
}

/**
 * Local-disk file store under DATA_DIR/files; keys are sharded by id prefix. Derived files
 * (thumbnails) live under `derived/`, made again whenever they are missing.
 */
export class FileStore {
  constructor(
    private root: string,
    private clock: Clock,
  ) {}

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
    await writeAtomically(path.join(this.root, key), input.bytes);
    const purpose = input.purpose ?? 'product';
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
      createdAt: this.clock.now(),
    });
    return id;
  }

  /** A file's row, without its bytes. */
  async row(db: Db, id: string): Promise<StoredFile | null> {
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    return row ?? null;
  }

  /** The bytes of a stored file; null when they are gone. */
  async bytes(row: Pick<StoredFile, 'storageKey'>): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.root, row.storageKey));
    } catch {
      return null;
    }
  }

  async open(db: Db, id: string): Promise<{ mime: string; bytes: Buffer; fileName: string } | null> {
    const row = await this.row(db, id);
    if (!row) return null;
    const bytes = await this.bytes(row);
    return bytes ? { mime: row.mime, bytes, fileName: row.fileName } : null;
  }

  /** A derived file (a thumbnail) by its name, e.g. `<id>-100.webp`; null when not made yet. */
  async derived(id: string, name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.derivedPath(id, name));
    } catch {
      return null;
    }
  }

  async saveDerived(id: string, name: string, bytes: Buffer): Promise<void> {
    await writeAtomically(this.derivedPath(id, name), bytes);
  }

  private derivedPath(id: string, name: string): string {
    if (!/^[\w.-]+$/.test(name)) throw new Error(`bad derived file name ${name}`);
    return path.join(this.root, 'derived', id.slice(-2), name);
  }
}
