import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../platform/platform.tables.js';
import { createTestApp, type TestApp, type TestClient, tinyPng } from '../../test/helper.js';

/**
 * Two instances on one PostgreSQL, each with a DATA_DIR of its own and no FILE_STORE set: what
 * one stores, the other serves (decision 023). The embedded database is one process's, so there
 * is no second instance to ask there: without TEST_DATABASE_URL this says skipped.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('files shared by two instances with their own DATA_DIR', () => {
  let a: TestApp;
  let b: TestApp;
  let buyer: TestClient;
  beforeAll(async () => {
    a = await createTestApp('postgres', undefined, { ownFilesDir: true });
    b = await createTestApp('postgres', a, { ownFilesDir: true });
    buyer = await a.asBuyer();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('serves through one instance, whole and by range, a file uploaded through the other', async () => {
    expect(a.deps.config.filesDir).not.toBe(b.deps.config.filesDir);
    expect(a.deps.files.kind).toBe('postgres');
    // a recording (evidence: video allowed), larger than one chunk
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]), randomBytes(600_000)]);
    const pic = new FormData();
    pic.append('ModuleType', String(UPLOAD_MODULE_TYPE.firmOwn));
    pic.append('file', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'p.png');
    const upPic = await fetch(`${a.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: buyer.cookie as string }, body: pic });
    const picture = ((await upPic.json()) as { Data: { Id: string; FileUrl: string }[] }).Data[0] as { Id: string; FileUrl: string };

    const rec = new FormData();
    rec.append('ModuleType', String(UPLOAD_MODULE_TYPE.evidence));
    rec.append('file', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'rec.mp4');
    const upRec = await fetch(`${a.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: buyer.cookie as string }, body: rec });
    const recBody = (await upRec.json()) as { IsSuccess: boolean; Message: string; Data: { Id: string; FileUrl: string }[] };
    expect(upRec.status, recBody.Message).toBe(200);
    const recording = recBody.Data[0] as { Id: string; FileUrl: string };

    // nothing of them on either instance's disk: the bytes are in the database
    for (const t of [a, b]) {
      const onDisk = fs.existsSync(t.deps.config.filesDir) ? fs.readdirSync(t.deps.config.filesDir, { recursive: true }) : [];
      expect(onDisk.filter((n) => String(n).includes(recording.Id) || String(n).includes(picture.Id))).toEqual([]);
    }
    const [row] = await b.database.db.select({ store: files.store }).from(files).where(eq(files.id, recording.Id));
    expect(row?.store).toBe('postgres');

    const viaB = buyer.via(b.baseUrl);
    const whole = await fetch(`${b.baseUrl}${recording.FileUrl}`, { headers: { cookie: viaB.cookie as string } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const part = await fetch(`${b.baseUrl}${recording.FileUrl}`, { headers: { cookie: viaB.cookie as string, range: 'bytes=262140-262150' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(262140, 262151))).toBe(true);
    // private: not to a visitor, on either instance
    expect((await fetch(`${b.baseUrl}${recording.FileUrl}`)).status).toBe(404);

    const thumb = await fetch(`${b.baseUrl}${picture.FileUrl}?thumb=50`, { headers: { cookie: viaB.cookie as string } });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toMatch(/^image\//);
  });
});
