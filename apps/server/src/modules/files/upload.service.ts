import {
  FILE_PURPOSE_NAMES,
  type FilePurpose,
  formatChinaTime,
  formFlag,
  IMAGE_ONLY_FILE_PURPOSES,
  MSG,
  PROFILE_MSG,
  PUBLISHING_UPLOAD_PERMISSIONS,
  permissionName,
  purposeOfModuleType,
  type TUploadedFile,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_SPREADSHEET_MSG,
  UPLOAD_VIDEO_MAX_BYTES,
  VIDEO_FILE_PURPOSES,
} from '@shanlian/contract';
import ExcelJS from 'exceljs';
import { holds } from '../../platform/access.js';
import type { Actor } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { AppError, badRequest, forbidden } from '../../platform/errors.js';
import { type FileStore, fileUrl } from '../../platform/files.js';
import { reencodeImage, UnreadableImage } from './images.js';

export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
}

export type SniffedType = 'jpg' | 'png' | 'gif' | 'bmp' | 'webp' | 'pdf' | 'xlsx' | MediaType;
/** Recordings and sound (spec 02 §5: mp4, webm, wmv, avi, ogg, mp3; and the player's own .mkv). */
type MediaType = 'mkv' | 'webm' | 'mp4' | 'wmv' | 'avi' | 'ogg' | 'mp3';
const MEDIA_TYPES: readonly SniffedType[] = ['mkv', 'webm', 'mp4', 'wmv', 'avi', 'ogg', 'mp3'];
const isMedia = (type: SniffedType | null): type is MediaType => type !== null && MEDIA_TYPES.includes(type);

/** The ASF header object's GUID: Windows Media (.wmv, .wma). */
const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];

/** An MPEG audio layer III frame header: the sync bits, layer III, a real bit rate and sample rate. */
function isMp3Frame(bytes: Buffer, at = 0): boolean {
  if (bytes.length < at + 4) return false;
  const [b0, b1, b2] = [bytes[at] as number, bytes[at + 1] as number, bytes[at + 2] as number];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrate = b2 >> 4;
  const rate = (b2 >> 2) & 3;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * What a file is by its first bytes, never by its name: the images the profile and the
 * uploaders accept (JPG, PNG, GIF, BMP, WebP), PDF for invoices, .xlsx workbooks for
 * imports, and recordings and sound for supervision evidence (MP4, WebM/Matroska, WMV, AVI,
 * Ogg, MP3); null for anything else.
 */
export function sniffType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // recordings: EBML (its DocType tells WebM from Matroska), an ISO media file's 'ftyp' box, ASF, AVI, Ogg, MP3
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return bytes.subarray(0, 64).includes('webm', 0, 'latin1') ? 'webm' : 'mkv';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(bytes, ASF_GUID)) return 'wmv';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('AVI '), 8)) return 'avi';
  if (startsWith(bytes, ascii('OggS'))) return 'ogg';
  // MP3: an ID3v2 tag before the first frame, or a frame at once
  if (startsWith(bytes, ascii('ID3')) && bytes.length > 10) {
    const size = ((bytes[6] as number) << 21) | ((bytes[7] as number) << 14) | ((bytes[8] as number) << 7) | (bytes[9] as number);
    if (isMp3Frame(bytes, 10 + size) || bytes.length <= 10 + size) return 'mp3';
  }
  if (isMp3Frame(bytes)) return 'mp3';
  // An Office Open XML workbook: a zip one of whose entries is xl/workbook.xml (named in the local headers and the central directory).
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes('xl/workbook.xml', 0, 'latin1')) return 'xlsx';
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
  // (the player names its recordings .mkv whatever container the browser wrote: WebM and Matroska are one family)
  const ebml = (t: string) => t === 'mkv' || t === 'webm';
  const keep = ext === type || (type === 'jpg' && ext === 'jpeg') || (ebml(type) && ebml(ext));
  return `${stem}.${keep ? ext : type}`;
}

/** The upload form's fields (spec 02 §3), as they came. */
export interface UploadFields {
  ModuleType?: string | number | boolean | null;
  IsWatermark?: string | number | boolean | null;
}

/**
 * Checks every file first and stores them only when all are acceptable, so a refused upload
 * leaves no row and no bytes behind. Pictures are re-encoded (orientation applied, metadata and
 * anything appended dropped; stamped with the firm's name and the server time when
 * `IsWatermark` asks); PDFs are kept as they are. Each file belongs to the caller's firm, with
 * the purpose its ModuleType names; a purpose that publishes (PUBLISHING_UPLOAD_PERMISSIONS) needs
 * the permission of its content.
 */
export async function saveUploads(
  db: Db,
  store: FileStore,
  actor: Actor,
  now: Date,
  input: { files: IncomingFile[]; fields?: UploadFields },
): Promise<TUploadedFile[]> {
  if (input.files.length === 0) throw badRequest(PROFILE_MSG.uploadNone);
  if (input.files.length > UPLOAD_MAX_FILES) throw new AppError(413, PROFILE_MSG.uploadTooMany);
  const purpose = purposeOfModuleType(input.fields?.ModuleType);
  if (!purpose) throw badRequest(MSG.uploadModuleType);
  // A published purpose is downloadable by anyone: only who may publish that content uploads for it.
  const publishes = PUBLISHING_UPLOAD_PERMISSIONS[purpose];
  if (publishes && !holds(actor, publishes)) throw forbidden(MSG.uploadPublishForbidden(FILE_PURPOSE_NAMES[purpose], permissionName(publishes)));
  const stamp = formFlag(input.fields?.IsWatermark) ? [actor.firmName, formatChinaTime(now)] : undefined;
  const accepted = await prepareUploads(input.files, purpose, stamp);
  return db.transaction(async (tx) => {
    const out: TUploadedFile[] = [];
    for (const f of accepted) {
      const id = await store.save(tx, { fileName: f.fileName, bytes: f.bytes, ownerFirmId: actor.firmId, uploadedBy: actor.userId, purpose });
      const dot = f.fileName.lastIndexOf('.');
      out.push({ Id: id, FileName: f.fileName, FileExtension: f.fileName.slice(dot).toLowerCase(), FileUrl: fileUrl(id) });
    }
    return out;
  });
}

/**
 * Checks files for a purpose and makes them ready to store, refusing the whole lot on the first
 * unacceptable one: sniffed by content, sizes bounded, pictures re-encoded (orientation applied,
 * metadata and anything appended dropped, stamped when `stamp` gives the lines), PDFs and
 * recordings kept byte for byte, a workbook only when exceljs reads it.
 */
export async function prepareUploads(files: IncomingFile[], purpose: FilePurpose, stamp?: string[]): Promise<{ fileName: string; bytes: Buffer }[]> {
  const checked = files.map((f) => {
    const type = sniffType(f.bytes);
    const media = isMedia(type);
    const takesMedia = VIDEO_FILE_PURPOSES.includes(purpose);
    if (f.bytes.length > (media ? UPLOAD_VIDEO_MAX_BYTES : UPLOAD_MAX_BYTES)) throw new AppError(413, media ? MSG.uploadMediaSize : PROFILE_MSG.uploadSize);
    // a purpose that takes recordings names them in its refusal; a renamed program is no recording
    if (!type || (media && !takesMedia)) throw badRequest(takesMedia ? MSG.uploadMediaType : PROFILE_MSG.uploadType);
    if (purpose === 'import' && type !== 'xlsx') throw badRequest(UPLOAD_SPREADSHEET_MSG.importOnlyXlsx);
    if (type === 'xlsx' && purpose !== 'import') throw badRequest(UPLOAD_SPREADSHEET_MSG.onlyImport);
    if (type === 'pdf' && IMAGE_ONLY_FILE_PURPOSES.includes(purpose)) throw badRequest(MSG.fileImageOnly(FILE_PURPOSE_NAMES[purpose]));
    return { ...f, type };
  });
  const accepted: { fileName: string; bytes: Buffer }[] = [];
  for (const f of checked) {
    if (f.type === 'pdf' || isMedia(f.type)) {
      // PDFs and recordings are kept byte for byte (their SHA-256 is the evidence's)
      accepted.push({ fileName: uploadName(f.fileName, f.type), bytes: f.bytes });
      continue;
    }
    if (f.type === 'xlsx') {
      // a zip that merely names the entry is not a workbook: exceljs must read it
      try {
        await new ExcelJS.Workbook().xlsx.load(f.bytes as unknown as ArrayBuffer);
      } catch {
        throw badRequest(UPLOAD_SPREADSHEET_MSG.importOnlyXlsx);
      }
      accepted.push({ fileName: uploadName(f.fileName, 'xlsx'), bytes: f.bytes });
      continue;
    }
    try {
      const out = await reencodeImage(f.bytes, f.type, stamp);
      accepted.push({ fileName: uploadName(f.fileName, out.type), bytes: out.bytes });
    } catch (err) {
      if (err instanceof UnreadableImage) throw badRequest(MSG.uploadUnreadable);
      throw err;
    }
  }
  return accepted;
}
