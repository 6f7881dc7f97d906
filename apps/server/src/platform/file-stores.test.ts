import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../test/helper.js';
import { startS3, type TestS3 } from '../test/s3.js';
import { FILE_CHUNK_BYTES, type FileStoreKind } from './file-stores.js';
import { FileStore } from './files.js';
import { fileChunks, files } from './platform.tables.js';

/** An MP4-looking recording of ~700 KB: three chunks in the database store, random so that no slice repeats. */
function clip(): Buffer {
  const bytes = randomBytes(2 * FILE_CHUNK_BYTES + 123_457);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]).copy(bytes); // ....ftyp
  return bytes;
}

// A real S3-compatible server in this process; without one the S3 rows say skipped.
const s3: TestS3 | null = await startS3().catch((err) => {
  console.warn(`S3 store tests skipped: no S3-compatible server could start (${(err as Error).message})`);
  return null;
});
afterAll(() => s3?.stop());

const KINDS: FileStoreKind[] = ['disk', 'postgres', 's3'];

describe.each(BACKENDS)('file stores on %s', (backend) => {
  let t: TestApp;
  let supplier: TestClient;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    supplier = await t.asSupplier();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-stores-'));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  describe.each(KINDS)('FILE_STORE=%s', (kind) => {
    let store: FileStore;
    let video: Buffer;
    let id: string;
    beforeAll(async () => {
      if (kind === 's3' && !s3) return;
      store = new FileStore({ clock: t.clock, kind, db: t.database.db, root: path.join(root, kind), s3: s3?.settings });
      t.deps.files = store;
      video = clip();
      id = await store.save(t.database.db, { fileName: 'kitchen.mp4', bytes: video, purpose: 'product' });
    });
    afterAll(() => store?.close());

    const get = (url: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${url}`, { headers });

    it.skipIf(kind === 's3' && !s3)('streams a whole file back, byte for byte, and says it takes ranges', async () => {
      const [row] = await t.database.db.select({ store: files.store }).from(files).where(eq(files.id, id));
      expect(row?.store).toBe(kind);
      const res = await get(`/v1/File/Download/${id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('content-length')).toBe(String(video.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
    });

    it.skipIf(kind === 's3' && !s3)('answers ranges as a player seeking asks them, across chunk boundaries', async () => {
      const cases: [string, number, number][] = [
        [`bytes=${FILE_CHUNK_BYTES - 10}-${2 * FILE_CHUNK_BYTES + 9}`, FILE_CHUNK_BYTES - 10, 2 * FILE_CHUNK_BYTES + 9],
        ['bytes=0-0', 0, 0],
        [`bytes=${2 * FILE_CHUNK_BYTES}-`, 2 * FILE_CHUNK_BYTES, video.length - 1],
        ['bytes=-1000', video.length - 1000, video.length - 1],
        [`bytes=100-${video.length + 5000}`, 100, video.length - 1],
      ];
      for (const [range, start, end] of cases) {
        const res = await get(`/v1/File/Download/${id}`, { range });
        expect(res.status, range).toBe(206);
        expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${video.length}`);
        expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
        expect(Buffer.from(await res.arrayBuffer()).equals(video.subarray(start, end + 1)), range).toBe(true);
      }
    });

    it.skipIf(kind === 's3' && !s3)('refuses a range past the end with 416 and a Chinese message', async () => {
      const res = await get(`/v1/File/Download/${id}`, { range: `bytes=${video.length}-` });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${video.length}`);
      const body = (await res.json()) as { IsSuccess: boolean; Message: string };
      expect(body).toMatchObject({ IsSuccess: false, Message: MSG.fileRangeUnsatisfiable });
    });

    it.skipIf(kind === 's3' && !s3)('keeps uploads in this store and draws thumbnails from it', async () => {
      const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('ModuleType', String(UPLOAD_MODULE_TYPE.product));
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), '菜.png');
      const up = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: supplier.cookie as string }, body: form });
      const uploaded = ((await up.json()) as { Data: { Id: string }[] }).Data[0] as { Id: string };
      const [row] = await t.database.db.select({ store: files.store }).from(files).where(eq(files.id, uploaded.Id));
      expect(row?.store).toBe(kind);
      const thumb = await get(`/v1/File/Download/${uploaded.Id}?thumb=100`, { accept: 'image/webp' });
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(100);
      // kept in the same store, so another instance finds it made
      expect(await store.derived(uploaded.Id, `${uploaded.Id}-100.webp`)).not.toBeNull();
    });

    it.skipIf(kind !== 'postgres')('writes chunks in the caller transaction: a failed upload leaves no row and no chunk', async () => {
      const db = t.database.db;
      const [chunks] = await db
        .select({ n: count() })
        .from(fileChunks)
        .where(and(eq(fileChunks.fileId, id), eq(fileChunks.variant, '')));
      expect(chunks?.n).toBe(Math.ceil(video.length / FILE_CHUNK_BYTES));
      const failedId = '0190d8a1-0000-7000-8000-00000000f00d';
      await expect(
        db.transaction(async (tx) => {
          await store.save(tx, { id: failedId, fileName: 'half.mp4', bytes: video, purpose: 'product' });
          throw new Error('the record taking it failed');
        }),
      ).rejects.toThrow('the record taking it failed');
      expect(await store.row(db, failedId)).toBeNull();
      const [left] = await db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.fileId, failedId));
      expect(left?.n).toBe(0);
    });
  });

  it('reads a file from the store its row names after the configured store changed', async () => {
    const diskStore = new FileStore({ clock: t.clock, kind: 'disk', db: t.database.db, root: path.join(root, 'before') });
    const bytes = clip();
    const old = await diskStore.save(t.database.db, { fileName: 'old.mp4', bytes, purpose: 'product' });
    t.deps.files = new FileStore({ clock: t.clock, kind: 'postgres', db: t.database.db, root: path.join(root, 'before') });
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${old}`, { headers: { range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
  });
});
