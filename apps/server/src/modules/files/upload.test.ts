import fs from 'node:fs';
import zlib from 'node:zlib';
import { FILE_PURPOSE_NAMES, MSG, PROFILE_MSG, permissionName, UPLOAD_MAX_BYTES, UPLOAD_MODULE_TYPE } from '@shanlian/contract';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../platform/platform.tables.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { BACKENDS, createTestApp, ownFileStore, type TestApp, type TestClient } from '../../test/helper.js';
import { sniffType, uploadName } from './upload.service.js';

// ---------- real image bytes, built here ----------

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A w×h RGB PNG of one colour. */
function png(w: number, h: number, rgb: [number, number, number] = [51, 170, 119]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 GIF89a (one white pixel). */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A 1×1 24-bit BMP: file header, BITMAPINFOHEADER, one padded row. */
function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  b.set([0x77, 0xaa, 0x33, 0], 54);
  return b;
}

/** A 2×2 baseline JPEG (drawn by Chromium, its ICC profile removed). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAaEAADAQADAAAAAAAAAAAAAAABAgMAETFB/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwb/xAAXEQEAAwAAAAAAAAAAAAAAAAAAAQIy/9oADAMBAAIRAxEAPwClaPar1s7Uo7FmdjyWJ7JPpzMwoK+pf//Z',
  'base64',
);
/** A 2×2 lossy WebP (drawn by Chromium). */
const WEBP = Buffer.from('UklGRjoAAABXRUJQVlA4IC4AAABwAQCdASoCAAIAAUAmJaACdAAhQAD5UT5EPVmnSGCmKyjD/5sD/28/8EeWgAAA', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
/** A real one-page PDF (an e-invoice stand-in) with a correct cross-reference table, built here. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const content = 'BT /F1 24 Tf 72 760 Td (Invoice No. 0001) Tj ET';
  objects[3] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
const TEXT = Buffer.from('这不是图片，只是一段文字。\nhello\n');
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(50),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
}

const FIELDS = { NodeType: '51', ModuleType: '3', IsWatermark: 'false', NodeAreaCode: '330106' };

async function upload(t: TestApp, client: TestClient | null, parts: Part[], fields: Record<string, string> = FIELDS) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of parts) form.append('file', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'application/octet-stream' }), p.name);
  const headers: Record<string, string> = {};
  if (client?.cookie) headers.cookie = client.cookie;
  const res = await fetch(`${t.baseUrl}/v1/File/Upload`, { method: 'POST', headers, body: form });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; the registrar checks them against the contract
  return { status: res.status, body: (await res.json()) as { IsSuccess: boolean; Message: string; Data: any } };
}

function filesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;
}

describe('recognising files by content', () => {
  it('tells the accepted types by their first bytes, whatever the name says', () => {
    expect(sniffType(png(1, 1))).toBe('png');
    expect(sniffType(JPEG)).toBe('jpg');
    expect(sniffType(GIF)).toBe('gif');
    expect(sniffType(bmp())).toBe('bmp');
    expect(sniffType(WEBP)).toBe('webp');
    expect(sniffType(PDF)).toBe('pdf');
    for (const bad of [TEXT, EXE, SVG, Buffer.alloc(0), Buffer.from('BM not a bitmap at all, just text'), Buffer.from('RIFF1234WAVEfmt ')]) {
      expect(sniffType(bad)).toBeNull();
    }
  });

  it('names the stored file after its content, without directories or control characters', () => {
    expect(uploadName('照片.png', 'png')).toBe('照片.png');
    expect(uploadName('photo.JPEG', 'jpg')).toBe('photo.jpeg');
    expect(uploadName('photo.jpg', 'png')).toBe('photo.png');
    expect(uploadName('../../etc/passwd', 'gif')).toBe('passwd.gif');
    expect(uploadName('C:\\Users\\a\\b\u0000c.bmp', 'bmp')).toBe('bc.bmp');
    expect(uploadName('', 'pdf')).toBe('upload.pdf');
  });
});

describe.each(BACKENDS)('File/Upload on %s', (backend) => {
  let t: TestApp;
  let buyer: TestClient;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    dir = ownFileStore(t, 'upload');
    buyer = await t.asBuyer();
  });
  afterAll(() => t?.close());

  const stored = async () => {
    const [row] = await t.database.db.select({ n: count() }).from(files);
    return { rows: row?.n ?? 0, onDisk: filesUnder(dir) };
  };

  /** Runs an upload that must be refused with this status and message, and checks nothing was stored. */
  async function refused(client: TestClient | null, parts: Part[], status: number, message: string) {
    const before = await stored();
    const r = await upload(t, client, parts);
    expect(r.status).toBe(status);
    expect(r.body.IsSuccess).toBe(false);
    expect(r.body.Message).toBe(message);
    expect(await stored()).toEqual(before);
  }

  /** Downloads as the buyer (uploads that name no public purpose are private to their firm) or as a visitor. */
  async function download(url: string, as: TestClient | null = buyer, accept?: string) {
    const headers: Record<string, string> = {};
    if (as?.cookie) headers.cookie = as.cookie;
    if (accept) headers.accept = accept;
    const res = await fetch(`${t.baseUrl}${url}`, { headers });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      vary: res.headers.get('vary'),
      disposition: res.headers.get('content-disposition'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  }

  it.each([
    ['a PNG', '门头照.png', png(3, 2), 'image/png', '.png', '门头照.png'],
    ['a JPEG', 'kitchen.jpg', JPEG, 'image/jpeg', '.jpg', 'kitchen.jpg'],
    ['a GIF', 'logo.gif', GIF, 'image/gif', '.gif', 'logo.gif'],
    ['a BMP (stored as PNG)', 'scan.bmp', bmp(), 'image/png', '.png', 'scan.png'],
    ['a WebP', 'photo.webp', WEBP, 'image/webp', '.webp', 'photo.webp'],
    ['a PDF invoice', '发票.pdf', PDF, 'application/pdf', '.pdf', '发票.pdf'],
  ] as const)('accepts %s and serves it back with its content type', async (_what, name, bytes, mime, ext, storedName) => {
    const before = await stored();
    const r = await upload(t, buyer, [{ name, bytes }]);
    expect(r.status).toBe(200);
    expect(r.body.IsSuccess).toBe(true);
    expect(r.body.Data).toHaveLength(1);
    const [f] = r.body.Data;
    expect(f.FileName).toBe(storedName);
    expect(f.FileExtension).toBe(ext);
    expect(f.FileUrl).toBe(`/v1/File/Download/${f.Id}`);
    expect(await stored()).toEqual({ rows: before.rows + 1, onDisk: before.onDisk + 1 });
    const got = await download(f.FileUrl);
    expect(got.status).toBe(200);
    expect(got.type).toBe(mime);
    // Uploaded for no particular use (ModuleType 3): the firm's own until a record takes it.
    expect((await download(f.FileUrl, null)).status).toBe(404);
    if (mime === 'application/pdf') {
      // PDFs are kept as they came; a thumbnail of one is the document itself.
      expect(got.bytes.equals(bytes)).toBe(true);
      expect((await download(`${f.FileUrl}?thumb=100`)).bytes.equals(bytes)).toBe(true);
      return;
    }
    // Pictures are re-encoded: the same picture, new bytes.
    const source = await sharp(name.endsWith('.bmp') ? png(1, 1) : bytes).metadata();
    const after = await sharp(got.bytes).metadata();
    expect([after.width, after.height]).toEqual([source.width, source.height]);
    const thumb = await download(`${f.FileUrl}?thumb=100`);
    expect(thumb.status).toBe(200);
    expect(thumb.type).toBe('image/webp');
    expect((await sharp(thumb.bytes).metadata()).format).toBe('webp');
  });

  it('trusts the content, not the name: a PNG named .jpg is stored and served as a PNG', async () => {
    const r = await upload(t, buyer, [{ name: 'photo.jpg', bytes: png(1, 1), type: 'image/jpeg' }]);
    expect(r.status).toBe(200);
    expect(r.body.Data[0].FileName).toBe('photo.png');
    expect(r.body.Data[0].FileExtension).toBe('.png');
    expect((await download(r.body.Data[0].FileUrl)).type).toBe('image/png');
  });

  it('takes several files in one request, in order', async () => {
    const r = await upload(t, buyer, [
      { name: 'a.png', bytes: png(1, 1) },
      { name: 'b.gif', bytes: GIF },
      { name: 'c.bmp', bytes: bmp() },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.Data.map((f: { FileName: string }) => f.FileName)).toEqual(['a.png', 'b.gif', 'c.png']);
  });

  it('accepts a picture of exactly 4M', async () => {
    const bytes = Buffer.alloc(UPLOAD_MAX_BYTES);
    png(1, 1).copy(bytes);
    const r = await upload(t, buyer, [{ name: 'big.png', bytes }]);
    expect(r.status).toBe(200);
  });

  it.each(['invoice', 'certificate', 'licence', 'payment'] as const)('takes a real PDF as %s, kept byte for byte and served as a PDF', async (use) => {
    const bytes = onePagePdf();
    const r = await upload(t, buyer, [{ name: '电子发票.pdf', bytes, type: 'application/pdf' }], { ...FIELDS, ModuleType: String(UPLOAD_MODULE_TYPE[use]) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.Data[0].FileName).toBe('电子发票.pdf');
    const got = await download(r.body.Data[0].FileUrl);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/pdf');
    expect(got.disposition).toBe(`inline; filename*=UTF-8''${encodeURIComponent('电子发票.pdf')}`);
    expect(got.bytes.equals(bytes)).toBe(true);
  });

  it('refuses a text file renamed .pdf, even as an invoice', async () => {
    const before = await stored();
    const r = await upload(t, buyer, [{ name: '发票.pdf', bytes: TEXT, type: 'application/pdf' }], {
      ...FIELDS,
      ModuleType: String(UPLOAD_MODULE_TYPE.invoice),
    });
    expect(r.status).toBe(400);
    expect(r.body.Message).toBe(PROFILE_MSG.uploadType);
    expect(await stored()).toEqual(before);
  });

  it('refuses a text file renamed .jpg', () => refused(buyer, [{ name: 'photo.jpg', bytes: TEXT, type: 'image/jpeg' }], 400, PROFILE_MSG.uploadType));

  it('refuses a program renamed .png', () => refused(buyer, [{ name: 'setup.png', bytes: EXE, type: 'image/png' }], 400, PROFILE_MSG.uploadType));

  it('refuses SVG (it can carry scripts) and empty files', async () => {
    await refused(buyer, [{ name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' }], 400, PROFILE_MSG.uploadType);
    await refused(buyer, [{ name: 'empty.png', bytes: Buffer.alloc(0) }], 400, PROFILE_MSG.uploadType);
  });

  it('refuses 4M and one byte', async () => {
    const bytes = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    png(1, 1).copy(bytes);
    await refused(buyer, [{ name: 'huge.png', bytes }], 413, PROFILE_MSG.uploadSize);
  });

  it('stores nothing of a request when one of its files is refused', async () => {
    await refused(
      buyer,
      [
        { name: 'good.png', bytes: png(1, 1) },
        { name: 'bad.jpg', bytes: TEXT },
      ],
      400,
      PROFILE_MSG.uploadType,
    );
    const huge = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    JPEG.copy(huge);
    await refused(
      buyer,
      [
        { name: 'good.png', bytes: png(1, 1) },
        { name: 'huge.jpg', bytes: huge },
      ],
      413,
      PROFILE_MSG.uploadSize,
    );
  });

  it('takes at most 5 files a request', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: png(1, 1) }));
    await refused(buyer, six, 413, PROFILE_MSG.uploadTooMany);
  });

  it('asks for a file when none is sent, and for multipart when JSON is sent', async () => {
    await refused(buyer, [], 400, PROFILE_MSG.uploadNone);
    const before = await stored();
    const json = await buyer.raw('File/Upload', { NodeType: 51 });
    expect(json.status).toBe(400);
    expect(json.body.Message).toBe(PROFILE_MSG.uploadNotMultipart);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['banner', 'cms:edit'],
    ['product', 'shelf:edit'],
    ['firm', 'firm-profile:edit'],
  ] as const)('publishes a %s picture only for who holds %s: others get 403 and nothing is stored', async (use, permission) => {
    const fields = { ...FIELDS, ModuleType: String(UPLOAD_MODULE_TYPE[use]) };
    const phoneOf = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)?.phone as string;
    // The seeded supervisor holds none of the three; the buyer holds its firm's profile, not banners or products.
    const outsiders = [await t.client().login(phoneOf('supervisor')), ...(use === 'firm' ? [] : [buyer])];
    for (const outsider of outsiders) {
      const before = await stored();
      const r = await upload(t, outsider, [{ name: 'a.png', bytes: png(2, 2) }], fields);
      expect(r.status).toBe(403);
      expect(r.body.IsSuccess).toBe(false);
      expect(r.body.Message).toBe(MSG.uploadPublishForbidden(FILE_PURPOSE_NAMES[use], permissionName(permission)));
      expect(await stored()).toEqual(before);
    }
    const publisher = use === 'banner' ? await t.client().login(phoneOf('operator')) : use === 'product' ? await t.asSupplier() : buyer;
    const ok = await upload(t, publisher, [{ name: 'a.png', bytes: png(2, 2) }], fields);
    expect(ok.status).toBe(200);
    // published: a visitor downloads it
    expect((await download(ok.body.Data[0].FileUrl, null)).status).toBe(200);
  });

  it('asks a visitor to log in and stores nothing', () => refused(null, [{ name: 'a.png', bytes: png(1, 1) }], 401, MSG.loginRequired));

  it('refuses a broken multipart body', async () => {
    const before = await stored();
    const res = await fetch(`${t.baseUrl}/v1/File/Upload`, {
      method: 'POST',
      headers: { cookie: buyer.cookie as string, 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { IsSuccess: boolean; Message: string };
    expect(body.IsSuccess).toBe(false);
    expect(body.Message).toBe(PROFILE_MSG.uploadMalformed);
    expect(await stored()).toEqual(before);
  });
});
