import { PROFILE_MSG, type TUploadedFile, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@shanlian/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { type FileStore, fileUrl } from '../../platform/files.js';
import { files } from '../../platform/platform.tables.js';

export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
}

export type SniffedType = 'jpg' | 'png' | 'gif' | 'bmp' | 'webp' | 'pdf';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * What a file is by its first bytes, never by its name: the images the profile and the
 * uploaders accept (JPG, PNG, GIF, BMP, WebP) and PDF for invoices; null for anything else.
 */
export function sniffType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // BMP: 'BM', then a DIB header whose size is one of the known versions.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26) {
    const dibSize = bytes.readUInt32LE(14);
    const dataOffset = bytes.readUInt32LE(10);
    if ([12, 40, 52, 56, 64, 108, 124].includes(dibSize) && dataOffset >= 14 + dibSize && dataOffset <= bytes.length) return 'bmp';
  }
  return null;
}

/** A safe display name: no directories, no control characters, bounded, ending in the sniffed type. */
export function uploadName(original: string, type: SniffedType): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(-120);
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim() || 'upload';
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  // A name that already says the type keeps its own spelling (.jpeg stays .jpeg); otherwise the content decides.
  const keep = ext === type || (type === 'jpg' && ext === 'jpeg');
  return `${stem}.${keep ? ext : type}`;
}

/**
 * Checks every file first and stores them only when all are acceptable, so a refused
 * upload leaves no row and no bytes behind; then stores them for the caller's firm.
 */
export async function saveUploads(db: Db, store: FileStore, actor: Actor, input: { files: IncomingFile[] }): Promise<TUploadedFile[]> {
  if (input.files.length === 0) throw badRequest(PROFILE_MSG.uploadNone);
  if (input.files.length > UPLOAD_MAX_FILES) throw new AppError(413, PROFILE_MSG.uploadTooMany);
  const accepted = input.files.map((f) => {
    if (f.bytes.length > UPLOAD_MAX_BYTES) throw new AppError(413, PROFILE_MSG.uploadSize);
    const type = sniffType(f.bytes);
    if (!type) throw badRequest(PROFILE_MSG.uploadType);
    return { fileName: uploadName(f.fileName, type), bytes: f.bytes };
  });
  return db.transaction(async (tx) => {
    const out: TUploadedFile[] = [];
    for (const f of accepted) {
      const id = await store.save(tx, { fileName: f.fileName, bytes: f.bytes, ownerFirmId: actor.firmId });
      const dot = f.fileName.lastIndexOf('.');
      out.push({ Id: id, FileName: f.fileName, FileExtension: f.fileName.slice(dot).toLowerCase(), FileUrl: fileUrl(id) });
    }
    return out;
  });
}

/** A stored file's description (no bytes), for services that refer to files by id. */
export async function fileInfo(db: Db, id: string): Promise<{ id: string; mime: string; ownerFirmId: string | null; size: number } | null> {
  const [row] = await db
    .select({ id: files.id, mime: files.mime, ownerFirmId: files.ownerFirmId, size: files.size })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row ?? null;
}
