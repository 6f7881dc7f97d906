import sharp from 'sharp';

/** Larger pictures are refused before decoding: 40 megapixels is beyond any photo a phone takes, and a decompression bomb is far above it. */
const MAX_PIXELS = 40_000_000;

// One image at a time per core is plenty on a small server; libvips' own thread pool does the rest.
sharp.concurrency(1);

export type ImageType = 'jpg' | 'png' | 'gif' | 'bmp' | 'webp';
export type ThumbFormat = 'webp' | 'avif';

export class UnreadableImage extends Error {}

/**
 * Decodes an uncompressed Windows bitmap (1, 4, 8, 24 or 32 bits a pixel, BI_RGB or 32-bit
 * BI_BITFIELDS), which libvips cannot read, into raw RGBA pixels.
 */
export function decodeBmp(b: Buffer): { data: Buffer; width: number; height: number } {
  const fail = () => {
    throw new UnreadableImage('bmp');
  };
  if (b.length < 26) fail();
  const dataOffset = b.readUInt32LE(10);
  const dib = b.readUInt32LE(14);
  let width: number;
  let rawHeight: number;
  let bpp: number;
  let compression = 0;
  let paletteSize = 0;
  if (dib === 12) {
    width = b.readUInt16LE(18);
    rawHeight = b.readInt16LE(20);
    bpp = b.readUInt16LE(24);
  } else {
    if (b.length < 54) fail();
    width = b.readInt32LE(18);
    rawHeight = b.readInt32LE(22);
    bpp = b.readUInt16LE(28);
    compression = b.readUInt32LE(30);
    paletteSize = b.readUInt32LE(46);
  }
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0 || width * height > MAX_PIXELS) fail();
  if (!(compression === 0 || (compression === 3 && bpp === 32))) fail();
  if (![1, 4, 8, 24, 32].includes(bpp)) fail();
  const paletteEntry = dib === 12 ? 3 : 4;
  const palette: number[][] = [];
  if (bpp <= 8) {
    const n = paletteSize || 1 << bpp;
    const at = 14 + dib;
    if (at + n * paletteEntry > b.length) fail();
    for (let i = 0; i < n; i++) palette.push([b[at + i * paletteEntry + 2], b[at + i * paletteEntry + 1], b[at + i * paletteEntry]] as number[]);
  }
  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  if (dataOffset + stride * height > b.length) fail();
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let rgb: number[];
      let alpha = 255;
      if (bpp === 24) rgb = [b[row + x * 3 + 2], b[row + x * 3 + 1], b[row + x * 3]] as number[];
      else if (bpp === 32) {
        rgb = [b[row + x * 4 + 2], b[row + x * 4 + 1], b[row + x * 4]] as number[];
        // Most 32-bit bitmaps leave the fourth byte 0 and mean opaque.
        alpha = 255;
      } else {
        const bit = x * bpp;
        const byte = b[row + (bit >> 3)] as number;
        const index = (byte >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1);
        rgb = palette[index] ?? [0, 0, 0];
      }
      out[o] = rgb[0] as number;
      out[o + 1] = rgb[1] as number;
      out[o + 2] = rgb[2] as number;
      out[o + 3] = alpha;
    }
  }
  return { data: out, width, height };
}

/** A sharp pipeline over any accepted picture, its orientation applied (EXIF rotation made real). */
function open(bytes: Buffer, type: ImageType | 'svg', opts: { animated?: boolean; density?: number } = {}): sharp.Sharp {
  if (type === 'bmp') {
    const { data, width, height } = decodeBmp(bytes);
    return sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_PIXELS });
  }
  return sharp(bytes, {
    limitInputPixels: MAX_PIXELS,
    failOn: 'error',
    animated: opts.animated ?? false,
    ...(opts.density ? { density: opts.density } : {}),
  }).rotate();
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Width of a line in ems, near enough: CJK and full-width characters one em, the rest about half. */
const ems = (s: string) => [...s].reduce((n, c) => n + (/[\u2E80-\uFFFF]/.test(c) ? 1 : 0.56), 0);

/**
 * The stamp drawn on a watermarked upload: its lines bottom right on a dark translucent band,
 * sized to the picture so that it stays readable on a small one and modest on a large one.
 */
export function watermarkSvg(width: number, height: number, lines: string[]): Buffer {
  const longest = Math.max(...lines.map(ems), 1);
  const size = Math.max(8, Math.min(48, Math.floor((width * 0.9) / longest), Math.floor(height / (lines.length * 1.4 + 1)), Math.round(width / 24)));
  const lineHeight = Math.round(size * 1.35);
  const pad = Math.round(size * 0.5);
  const bandW = Math.min(width, Math.ceil(longest * size + pad * 2));
  const bandH = Math.min(height, lineHeight * lines.length + pad);
  const text = lines
    .map(
      (l, i) =>
        `<text x="${width - pad}" y="${height - bandH + pad / 2 + lineHeight * (i + 1) - Math.round(size * 0.3)}" text-anchor="end">${escapeXml(l)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="${width - bandW}" y="${height - bandH}" width="${bandW}" height="${bandH}" fill="#000" fill-opacity="0.35"/>` +
      `<g font-family="Noto Sans CJK SC, Noto Sans SC, WenQuanYi Micro Hei, sans-serif" font-size="${size}" fill="#fff" fill-opacity="0.9">${text}</g>` +
      '</svg>',
  );
}

/**
 * Re-encodes an uploaded picture: the orientation applied, every piece of metadata (EXIF, GPS,
 * comments, ICC aside from the colours themselves) and anything after the image data dropped,
 * optionally stamped. Keeps the format, except BMP which is stored as PNG; animated GIF and
 * WebP keep their frames unless stamped.
 */
export async function reencodeImage(bytes: Buffer, type: ImageType, stamp?: string[]): Promise<{ bytes: Buffer; type: Exclude<ImageType, 'bmp'> }> {
  try {
    const animated = !stamp && (type === 'gif' || type === 'webp');
    let img = open(bytes, type, { animated });
    if (stamp) {
      // The stamp is drawn on the upright picture, so the orientation is applied first.
      const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
      img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels }, limitInputPixels: MAX_PIXELS }).composite([
        { input: watermarkSvg(info.width, info.height, stamp), top: 0, left: 0 },
      ]);
    }
    switch (type) {
      case 'jpg':
        return { bytes: await img.jpeg({ quality: 88, mozjpeg: true }).toBuffer(), type: 'jpg' };
      case 'webp':
        return { bytes: await img.webp({ quality: 88 }).toBuffer(), type: 'webp' };
      case 'gif':
        return { bytes: await img.gif().toBuffer(), type: 'gif' };
      default:
        return { bytes: await img.png({ compressionLevel: 9 }).toBuffer(), type: 'png' };
    }
  } catch (err) {
    if (err instanceof UnreadableImage) throw err;
    throw new UnreadableImage(err instanceof Error ? err.message : String(err));
  }
}

/** The format of a thumbnail for this Accept header: AVIF when the client lists it, else WebP. */
export function thumbFormatFor(accept: string | undefined): ThumbFormat {
  return /\bimage\/avif\b/i.test(accept ?? '') ? 'avif' : 'webp';
}

/** A thumbnail fitting inside px×px, never larger than the picture (a vector picture is drawn at the size). */
export async function thumbnail(bytes: Buffer, type: ImageType | 'svg', px: number, format: ThumbFormat): Promise<Buffer> {
  let img: sharp.Sharp;
  if (type === 'svg') {
    // Drawn at a density that makes it as large as asked, so that it is not drawn small and blown up.
    const meta = await sharp(bytes).metadata();
    const side = Math.max(meta.width ?? px, meta.height ?? px, 1);
    img = open(bytes, 'svg', { density: Math.min(2400, Math.max(1, (72 * px) / side)) });
  } else img = open(bytes, type);
  img = img.resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true });
  return format === 'avif' ? img.avif({ quality: 55, effort: 2 }).toBuffer() : img.webp({ quality: 78, effort: 3 }).toBuffer();
}
