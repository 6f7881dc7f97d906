import fs from 'node:fs';
import path from 'node:path';
import { MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, ownFileStore, type TestApp, type TestClient } from '../../test/helper.js';
import { decodeBmp, watermarkSvg } from './images.js';

const solid = (width: number, height: number, background: { r: number; g: number; b: number }) => sharp({ create: { width, height, channels: 3, background } });

/** Raw RGB pixels of a region. */
async function region(bytes: Buffer, left: number, top: number, width: number, height: number): Promise<Buffer> {
  return sharp(bytes).extract({ left, top, width, height }).removeAlpha().raw().toBuffer();
}

/** How many of the region's bytes differ by more than a few levels. */
function differing(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] as number) - (b[i] as number)) > 8) n++;
  return n;
}

describe('image helpers', () => {
  it('decodes a 24-bit bitmap, which libvips cannot read', () => {
    const b = Buffer.alloc(58);
    b.write('BM', 0, 'ascii');
    b.writeUInt32LE(58, 2);
    b.writeUInt32LE(54, 10);
    b.writeUInt32LE(40, 14);
    b.writeInt32LE(1, 18);
    b.writeInt32LE(1, 22);
    b.writeUInt16LE(1, 26);
    b.writeUInt16LE(24, 28);
    b.set([0x77, 0xaa, 0x33, 0], 54);
    const { data, width, height } = decodeBmp(b);
    expect([width, height]).toEqual([1, 1]);
    expect([...data]).toEqual([0x33, 0xaa, 0x77, 255]);
  });

  it('draws Chinese text in the watermark (glyphs, not the same empty boxes for every character)', async () => {
    const draw = (text: string) =>
      solid(240, 80, { r: 255, g: 255, b: 255 })
        .composite([{ input: watermarkSvg(240, 80, [text]) }])
        .removeAlpha()
        .raw()
        .toBuffer();
    const [a, b, blank] = await Promise.all([draw('膳链'), draw('链膳'), solid(240, 80, { r: 255, g: 255, b: 255 }).raw().toBuffer()]);
    expect(differing(a, blank)).toBeGreaterThan(100);
    expect(differing(a, b)).toBeGreaterThan(50);
  });
});

describe.each(BACKENDS)('pictures through sharp on %s', (backend) => {
  let t: TestApp;
  let supplier: TestClient;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    dir = ownFileStore(t, 'images');
    supplier = await t.asSupplier();
  });
  afterAll(() => t?.close());

  async function upload(bytes: Buffer, name: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers: { cookie: supplier.cookie ?? '' }, body: form });
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; the registrar checks them against the contract
    return { status: res.status, body: (await res.json()) as { Message: string; Data: any } };
  }
  const uploaded = async (bytes: Buffer, name: string, fields: Record<string, string> = {}) => {
    const r = await upload(bytes, name, fields);
    expect(r.status).toBe(200);
    return r.body.Data[0] as { Id: string; FileUrl: string; FileName: string };
  };
  const stored = async (id: string) => {
    const row = await t.deps.files.row(t.database.db, id);
    return (await t.deps.files.bytes(row as NonNullable<typeof row>)) as Buffer;
  };
  async function get(url: string, accept?: string) {
    const res = await fetch(`${t.baseUrl}${url}`, { headers: { cookie: supplier.cookie ?? '', ...(accept ? { accept } : {}) } });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      vary: res.headers.get('vary'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  }

  it('re-encodes an upload: EXIF and bytes appended after the picture are dropped, the orientation applied', async () => {
    const secret = 'SECRET-EXIF-COPYRIGHT-4711';
    const trailer = Buffer.from('TRAILING-PAYLOAD-<script>alert(1)</script>');
    const withExif = await solid(40, 20, { r: 200, g: 20, b: 20 })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: secret } })
      .toBuffer();
    // The picture really carries what must go.
    const source = await sharp(withExif).metadata();
    expect(source.orientation).toBe(6);
    expect(withExif.includes(secret)).toBe(true);
    const f = await uploaded(Buffer.concat([withExif, trailer]), 'photo.jpg');
    const bytes = await stored(f.Id);
    expect(bytes.includes(secret)).toBe(false);
    expect(bytes.includes(Buffer.from('TRAILING-PAYLOAD'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    // Turned upright: 20 wide and 40 high.
    expect([meta.width, meta.height]).toEqual([20, 40]);
    // The JPEG ends where its data ends.
    expect(bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
  });

  it('refuses a picture it cannot decode, and a ModuleType it does not know', async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png at all')]);
    const r = await upload(broken, 'broken.png');
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(MSG.uploadUnreadable);
    const png = await solid(4, 4, { r: 1, g: 2, b: 3 }).png().toBuffer();
    const unknown = await upload(png, 'a.png', { ModuleType: '99' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Message).toBe(MSG.uploadModuleType);
  });

  it('stamps the firm name and the server time when IsWatermark asks, bottom right, leaving the rest alone', async () => {
    const png = await solid(400, 240, { r: 40, g: 120, b: 200 }).png().toBuffer();
    const plain = await stored((await uploaded(png, 'plain.png', { IsWatermark: 'false' })).Id);
    const stamped = await stored((await uploaded(png, 'stamped.png', { IsWatermark: 'true' })).Id);
    const corner = [await region(plain, 200, 180, 200, 60), await region(stamped, 200, 180, 200, 60)] as const;
    expect(differing(corner[0], corner[1])).toBeGreaterThan(500);
    const topLeft = [await region(plain, 0, 0, 150, 100), await region(stamped, 0, 0, 150, 100)] as const;
    expect(differing(topLeft[0], topLeft[1])).toBe(0);
    // The stamp depends on the time: an hour later it is drawn differently.
    t.clock.advance(3_600_000);
    const later = await stored((await uploaded(png, 'later.png', { IsWatermark: '1' })).Id);
    expect(differing(await region(stamped, 200, 180, 200, 60), await region(later, 200, 180, 200, 60))).toBeGreaterThan(0);
  });

  it('answers real thumbnails: inside the size, never enlarged, WebP or AVIF by Accept, cached on disk', async () => {
    const big = await solid(1000, 600, { r: 250, g: 200, b: 10 }).jpeg().toBuffer();
    const f = await uploaded(big, 'big.jpg', { ModuleType: String(UPLOAD_MODULE_TYPE.product) });
    const webp = await get(`${f.FileUrl}?thumb=100`, 'image/webp,image/*,*/*;q=0.8');
    expect(webp.status).toBe(200);
    expect(webp.type).toBe('image/webp');
    expect(webp.vary).toBe('Accept');
    expect(webp.cache).toBe('public, max-age=31536000, immutable');
    const wm = await sharp(webp.bytes).metadata();
    expect([wm.format, wm.width, wm.height]).toEqual(['webp', 100, 60]);
    expect(webp.bytes.length).toBeLessThan(big.length / 5);

    const avif = await get(`${f.FileUrl}?thumb=120`, 'image/avif,image/webp,*/*');
    expect(avif.type).toBe('image/avif');
    const am = await sharp(avif.bytes).metadata();
    expect([am.format, am.width, am.height]).toEqual(['heif', 120, 72]);

    const small = await uploaded(await solid(300, 200, { r: 0, g: 0, b: 0 }).png().toBuffer(), 'small.png');
    const notEnlarged = await sharp((await get(`${small.FileUrl}?thumb=800`)).bytes).metadata();
    expect([notEnlarged.width, notEnlarged.height]).toEqual([300, 200]);

    // Cached: with the original gone the thumbnail is still answered, from disk.
    const row = await t.deps.files.row(t.database.db, f.Id);
    fs.rmSync(path.join(dir, row?.storageKey as string));
    expect((await get(f.FileUrl)).status).toBe(404);
    const again = await get(`${f.FileUrl}?thumb=100`, 'image/webp');
    expect(again.status).toBe(200);
    expect(again.bytes.equals(webp.bytes)).toBe(true);
  });

  it('refuses thumbnail sizes outside 50..800', async () => {
    const f = await uploaded(await solid(10, 10, { r: 9, g: 9, b: 9 }).png().toBuffer(), 'x.png');
    for (const bad of ['49', '801', '0', '100.5', 'abc', '-100', '']) {
      const r = await get(`${f.FileUrl}?thumb=${bad}`);
      expect(r.status, bad).toBe(400);
      expect(JSON.parse(r.bytes.toString()).Message).toBe(MSG.thumbSize);
    }
    expect((await get(`${f.FileUrl}?thumb=50`)).status).toBe(200);
    expect((await get(`${f.FileUrl}?thumb=800`)).status).toBe(200);
  });

  it("draws thumbnails of the store's drawn (SVG) pictures at the size asked", async () => {
    // As the seed stores them: written by the platform, no firm's, public.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 80 40"><rect width="80" height="40" fill="#1f9d55"/><circle cx="20" cy="20" r="12" fill="#fff"/></svg>',
    );
    const id = await t.deps.files.save(t.database.db, { fileName: 'item.svg', bytes: svg });
    const res = await fetch(`${t.baseUrl}/v1/File/Download/${id}?thumb=200`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
  });
});
