import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
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
};

export const fileUrl = (id: string | null | undefined): string => (id ? `/v1/File/Download/${id}` : '');

/** Local-disk file store under DATA_DIR/files; keys are sharded by id prefix. */
export class FileStore {
  constructor(
    private root: string,
    private clock: Clock,
  ) {}

  async save(db: Db, input: { fileName: string; bytes: Buffer; ownerFirmId?: string | null; id?: string }): Promise<string> {
    const id = input.id ?? newId();
    const ext = path.extname(input.fileName).slice(1).toLowerCase() || 'bin';
    const key = `${id.slice(-2)}/${id}.${ext}`;
    await fs.mkdir(path.join(this.root, id.slice(-2)), { recursive: true });
    await fs.writeFile(path.join(this.root, key), input.bytes);
    await db.insert(files).values({
      id,
      fileName: input.fileName,
      extension: ext,
      mime: MIME[ext] ?? 'application/octet-stream',
      size: input.bytes.length,
      storageKey: key,
      ownerFirmId: input.ownerFirmId ?? null,
      createdAt: this.clock.now(),
    });
    return id;
  }

  /** Whether every id names a stored file. */
  async exists(db: Db, ids: string[]): Promise<boolean> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return true;
    const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, wanted));
    return rows.length === wanted.length;
  }

  async open(db: Db, id: string): Promise<{ mime: string; bytes: Buffer; fileName: string } | null> {
    const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
    if (!row) return null;
    try {
      const bytes = await fs.readFile(path.join(this.root, row.storageKey));
      return { mime: row.mime, bytes, fileName: row.fileName };
    } catch {
      return null;
    }
  }
}
