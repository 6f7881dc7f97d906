/**
 * The upload rules both sides keep: what may be uploaded, how large, what it is for and which
 * thumbnail sizes the server draws. The browser checks them before sending; the server checks
 * the bytes again and decides by content, never by name.
 */
import type { Permission } from '../permissions.js';

/** 4M per file, a few files per request. */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 5;
/**
 * Recordings and sound (supervision evidence and rectification, spec 02 §4–5) may be larger: 32M.
 * An upload is read whole into memory and hashed before it is stored (five files a request at most),
 * so the bound keeps a request under 160M; 32M holds about a minute of a phone's 720p video or half
 * an hour of MP3, which is what evidence of one violation needs (longer footage stays with the
 * camera's recordings, which play back by address).
 */
export const UPLOAD_VIDEO_MAX_BYTES = 32 * 1024 * 1024;

/** Recordings and sound the evidence uploads take (spec 02 §5: mp4, webm, wmv, avi, ogg, mp3; the player's .mkv). */
export const UPLOAD_MEDIA_EXTENSIONS = ['mp4', 'webm', 'mkv', 'wmv', 'avi', 'ogg', 'mp3'] as const;
export const UPLOAD_MEDIA_MIME_TYPES = [
  'video/mp4',
  'video/webm',
  'video/x-matroska',
  'video/x-ms-wmv',
  'video/x-msvideo',
  'video/avi',
  'video/ogg',
  'audio/ogg',
  'audio/webm',
  'audio/mpeg',
  'audio/mp3',
] as const;

/** Pictures the uploaders take (spec 02 §2.2 and §5: JPG, GIF, PNG, JPEG, BMP; WebP as well). */
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
export const UPLOAD_IMAGE_MIME_TYPES = ['image/jpeg', 'image/pjpeg', 'image/png', 'image/gif', 'image/bmp', 'image/x-ms-bmp', 'image/webp'] as const;
/** Documents (invoices, certificates, licences) may also be PDF. */
export const UPLOAD_DOCUMENT_EXTENSIONS = ['pdf'] as const;
export const UPLOAD_DOCUMENT_MIME_TYPES = ['application/pdf'] as const;
/** Spreadsheets (the stock-in import) are .xlsx only, and only for the purpose `import`. */
export const UPLOAD_SPREADSHEET_EXTENSIONS = ['xlsx'] as const;
export const UPLOAD_SPREADSHEET_MIME_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;
export const UPLOAD_SPREADSHEET_ACCEPT = [...UPLOAD_SPREADSHEET_EXTENSIONS.map((e) => `.${e}`), ...UPLOAD_SPREADSHEET_MIME_TYPES].join(',');
/** The refusals of a spreadsheet upload. */
export const UPLOAD_SPREADSHEET_MSG = {
  onlyImport: '表格文件只能作为导入文件上传',
  importOnlyXlsx: '导入文件须为 Excel 表格（.xlsx），请使用下载的模板',
} as const;

/** What an uploader of pictures or PDF (licences, certificates) says of a file it cannot take: it names PDF too. */
export const UPLOAD_DOCUMENT_MSG = {
  type: '文件类型不支持，请上传 JPG、GIF、PNG、JPEG、BMP 格式的图片或 PDF 文件',
  size: '文件大小不能超过4M',
} as const;

/** The `accept` attribute of an image chooser. */
export const UPLOAD_IMAGE_ACCEPT = [...UPLOAD_IMAGE_EXTENSIONS.map((e) => `.${e}`), ...UPLOAD_IMAGE_MIME_TYPES].join(',');

/**
 * What a file is for. The purpose decides who may download it (public purposes: anyone;
 * the others: the owner firm and the firms a record shared it with) and which operations
 * may take it. `unassigned` is an upload that did not say: private to its firm until the
 * first record takes it, which then fixes its purpose.
 */
export const FILE_PURPOSES = [
  'unassigned',
  'product',
  'banner',
  'firm',
  'invoice',
  'return',
  'certificate',
  'licence',
  'evidence',
  'payment',
  'import',
  'receipt',
  'accompany',
  'feedback',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** What a purpose is called in messages. */
export const FILE_PURPOSE_NAMES: Readonly<Record<FilePurpose, string>> = {
  unassigned: '未指定用途的文件',
  product: '商品图片',
  banner: '轮播图',
  firm: '单位照片',
  invoice: '发票',
  return: '退换货凭证',
  certificate: '证书',
  licence: '许可证',
  evidence: '监管取证',
  payment: '付款凭证',
  import: '导入文件',
  receipt: '验收照片',
  accompany: '陪餐照片',
  feedback: '家长反馈照片',
};

/** Purposes whose files anyone may download: they are shown in the store. */
export const PUBLIC_FILE_PURPOSES: readonly FilePurpose[] = ['product', 'banner', 'firm'];
/** Purposes that also take recordings and sound (UPLOAD_MEDIA_EXTENSIONS, by content): supervision evidence and rectification. */
export const VIDEO_FILE_PURPOSES: readonly FilePurpose[] = ['evidence'];
/** Purposes that take pictures only (a PDF cannot be a product image); those of VIDEO_FILE_PURPOSES take recordings too. */
export const IMAGE_ONLY_FILE_PURPOSES: readonly FilePurpose[] = ['product', 'banner', 'firm', 'return', 'evidence', 'receipt', 'accompany', 'feedback'];

/**
 * Purposes whose uploads are published (anyone may download them) and the permission of the content
 * they are published with: a banner, a partner's logo or a news picture is the operators' content
 * (内容管理), a product picture the supplier's shelf (商品管理), a firm picture its profile (企业信息).
 * Other purposes stay private to the uploading firm until a record takes them.
 */
export const PUBLISHING_UPLOAD_PERMISSIONS: Readonly<Partial<Record<FilePurpose, Permission>>> = {
  banner: 'cms:edit',
  product: 'shelf:edit',
  firm: 'firm-profile:edit',
};

/**
 * The upload form's `ModuleType` (spec 02 §3 upload form fields; §5: 3 is the firm user's
 * own file upload, 16 a supervision recording or capture). 3 names no particular use, so its
 * files are `unassigned`; the other numbers are this platform's.
 */
export const UPLOAD_MODULE_TYPES: Readonly<Record<number, FilePurpose>> = {
  1: 'product',
  2: 'banner',
  3: 'unassigned',
  4: 'invoice',
  5: 'return',
  6: 'certificate',
  7: 'licence',
  8: 'firm',
  9: 'payment',
  10: 'import',
  11: 'receipt',
  12: 'accompany',
  16: 'evidence',
};
/** The ModuleType the web app sends for each use. */
export const UPLOAD_MODULE_TYPE = {
  product: 1,
  banner: 2,
  firmOwn: 3,
  invoice: 4,
  return: 5,
  certificate: 6,
  licence: 7,
  firm: 8,
  payment: 9,
  import: 10,
  receipt: 11,
  accompany: 12,
  evidence: 16,
} as const;

/** The purpose an upload declares; undefined for a ModuleType this platform does not know. */
export function purposeOfModuleType(moduleType: string | number | boolean | null | undefined): FilePurpose | undefined {
  if (moduleType === null || moduleType === undefined || moduleType === '') return 'unassigned';
  const n = Number(moduleType);
  return Number.isInteger(n) ? UPLOAD_MODULE_TYPES[n] : undefined;
}

/** Whether an upload form field says yes ('true', '1', true). */
export function formFlag(value: string | number | boolean | null | undefined): boolean {
  return value === true || value === 1 || value === 'true' || value === '1' || value === 'True';
}

/** Thumbnail edge lengths the server draws (`?thumb=<px>`), bounded so that nobody fills its disk with sizes. */
export const THUMB_MIN = 50;
export const THUMB_MAX = 800;

/** The download address of a file, or of its thumbnail fitting inside px×px. */
export function fileDownloadUrl(id: string, thumb?: number): string {
  const url = `/v1/File/Download/${id}`;
  return thumb ? `${url}?thumb=${Math.min(THUMB_MAX, Math.max(THUMB_MIN, Math.round(thumb)))}` : url;
}

/** A thumbnail address for a download URL the server answered ('' stays ''). */
export function thumbOf(fileUrl: string, px: number): string {
  // the files' own addresses, and a feedback's photo read by its tracking code, draw thumbnails
  if (!(fileUrl.startsWith('/v1/File/Download/') || fileUrl.startsWith('/v1/Public/FeedbackPhoto/')) || fileUrl.includes('?')) return fileUrl;
  return `${fileUrl}?thumb=${Math.min(THUMB_MAX, Math.max(THUMB_MIN, Math.round(px)))}`;
}

export type UploadProblem = 'type' | 'size' | null;

/** Whether a chosen file is a recording or sound (by MIME type, or its name when the browser gives none). */
export function isMediaUpload(file: { name: string; type: string }): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if ((UPLOAD_MEDIA_EXTENSIONS as readonly string[]).includes(ext)) return true;
  return !!file.type && (UPLOAD_MEDIA_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

/** The `accept` attribute of an evidence chooser: pictures, recordings and sound. */
export const UPLOAD_MEDIA_ACCEPT = [...UPLOAD_MEDIA_EXTENSIONS.map((e) => `.${e}`), ...UPLOAD_MEDIA_MIME_TYPES].join(',');

/** The browser's first check of a chosen picture: its type (by MIME type, or its name when the browser gives none) and size. */
export function imageUploadProblem(file: { name: string; type: string; size: number }): UploadProblem {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const known = file.type
    ? (UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (UPLOAD_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  if (!known) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}
