import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG, PROFILE_MSG, UPLOAD_MODULE_TYPE, UPLOAD_VIDEO_MAX_BYTES } from '@shanlian/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../platform/platform.tables.js';
import { BACKENDS, createTestApp, type TestApp, type TestClient } from '../../test/helper.js';
import { sniffType } from './upload.service.js';

/**
 * Real recordings and sound of each type the evidence uploads take (spec 02 §5: mp4, webm, wmv,
 * avi, ogg, mp3), made by ffmpeg for the run: a third of a second of its test picture or a tone.
 * Without ffmpeg on the machine these tests are skipped (they need real encoders' bytes, which no
 * hand-written header stands in for).
 */
const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const VIDEO_IN = ['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=0.3'];
const AUDIO_IN = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.3'];
const MEDIA = [
  { ext: 'mp4', args: [...VIDEO_IN, '-c:v', 'libx264', '-pix_fmt', 'yuv420p'], mime: 'video/mp4' },
  { ext: 'webm', args: [...VIDEO_IN, '-c:v', 'libvpx'], mime: 'video/webm' },
  { ext: 'wmv', args: [...VIDEO_IN, '-c:v', 'wmv2'], mime: 'video/x-ms-wmv' },
  { ext: 'avi', args: [...VIDEO_IN, '-c:v', 'mpeg4'], mime: 'video/x-msvideo' },
  { ext: 'ogg', args: [...AUDIO_IN, '-c:a', 'libvorbis'], mime: 'audio/ogg' },
  { ext: 'mp3', args: [...AUDIO_IN, '-c:a', 'libmp3lame'], mime: 'audio/mpeg' },
] as const;

function makeMedia(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const m of MEDIA) {
    const file = path.join(dir, `clip.${m.ext}`);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...m.args, file], { stdio: 'ignore' });
    out.set(m.ext, fs.readFileSync(file));
  }
  return out;
}

/** A Windows program's first bytes ('MZ', the DOS stub's words), whatever its name says. */
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000', 'hex'), Buffer.from('This program cannot be run in DOS mode.\r\n')]);

async function upload(t: TestApp, client: TestClient, name: string, bytes: Buffer, moduleType: number) {
  const form = new FormData();
  form.append('ModuleType', String(moduleType));
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: client.cookie ?? '' }, body: form });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; the registrar checks them against the contract
  return { status: res.status, body: (await res.json()) as { Message: string; Data: any } };
}

describe.skipIf(!hasFfmpeg)('recordings and sound recognised by their bytes', () => {
  let clips: Map<string, Buffer>;
  beforeAll(() => {
    clips = makeMedia(fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-media-')));
  });

  it('knows each type by content, not by name', () => {
    for (const m of MEDIA) expect(sniffType(clips.get(m.ext) as Buffer), m.ext).toBe(m.ext);
    expect(sniffType(EXE)).toBeNull();
    // a JPEG's first bytes are no MP3 frame
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpg');
  });
});

describe.skipIf(!hasFfmpeg).each(BACKENDS)('evidence uploads of recordings and sound on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let clips: Map<string, Buffer>;
  const rows = async () => Number((await t.database.db.select({ n: count() }).from(files))[0]?.n);
  beforeAll(async () => {
    clips = makeMedia(fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-media-')));
    t = await createTestApp(backend);
    buyer = await t.asBuyer();
  });
  afterAll(() => t?.close());

  it('takes each of mp4, webm, wmv, avi, ogg and mp3 as evidence, kept byte for byte and served with its type', async () => {
    for (const m of MEDIA) {
      const bytes = clips.get(m.ext) as Buffer;
      const r = await upload(t, buyer, `整改记录.${m.ext}`, bytes, UPLOAD_MODULE_TYPE.evidence);
      expect(r.status, `${m.ext}: ${r.body.Message}`).toBe(200);
      expect(r.body.Data[0]).toMatchObject({ FileName: `整改记录.${m.ext}`, FileExtension: `.${m.ext}` });
      const res = await fetch(`${t.baseUrl}${r.body.Data[0].FileUrl}`, { headers: { cookie: buyer.cookie ?? '' } });
      expect(res.headers.get('content-type'), m.ext).toBe(m.mime);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), m.ext).toBe(true);
      const info = await buyer.ok('File/GetFileById', { Id: r.body.Data[0].Id });
      expect(info).toMatchObject({ ContentType: m.mime, Size: bytes.length });
    }
    // a recording misnamed keeps the name its content says
    const renamed = await upload(t, buyer, '录音.mp4', clips.get('mp3') as Buffer, UPLOAD_MODULE_TYPE.evidence);
    expect(renamed.body.Data[0].FileName).toBe('录音.mp3');
  });

  it('refuses a program renamed .mp4, recordings where only pictures go, and a recording over 32M, storing nothing', async () => {
    const before = await rows();
    const exe = await upload(t, buyer, '现场视频.mp4', EXE, UPLOAD_MODULE_TYPE.evidence);
    expect([exe.status, exe.body.Message]).toEqual([400, MSG.uploadMediaType]);
    const asReturn = await upload(t, buyer, '退货说明.mp3', clips.get('mp3') as Buffer, UPLOAD_MODULE_TYPE.return);
    expect([asReturn.status, asReturn.body.Message]).toEqual([400, PROFILE_MSG.uploadType]);
    const huge = Buffer.alloc(UPLOAD_VIDEO_MAX_BYTES + 1);
    (clips.get('mp4') as Buffer).copy(huge);
    const tooBig = await upload(t, buyer, '长视频.mp4', huge, UPLOAD_MODULE_TYPE.evidence);
    expect([tooBig.status, tooBig.body.Message]).toEqual([413, MSG.uploadMediaSize]);
    expect(await rows()).toBe(before);
  });
});
