import { describe, expect, it } from 'vitest';
import {
  FILE_PURPOSE_NAMES,
  FILE_PURPOSES,
  fileDownloadUrl,
  formFlag,
  IMAGE_ONLY_FILE_PURPOSES,
  imageUploadProblem,
  isMediaUpload,
  PUBLIC_FILE_PURPOSES,
  purposeOfModuleType,
  THUMB_MAX,
  THUMB_MIN,
  thumbOf,
  UPLOAD_IMAGE_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MEDIA_ACCEPT,
  UPLOAD_MODULE_TYPE,
  UPLOAD_MODULE_TYPES,
  UPLOAD_SPREADSHEET_ACCEPT,
  UPLOAD_VIDEO_MAX_BYTES,
  VIDEO_FILE_PURPOSES,
} from './upload.js';

describe('upload rules', () => {
  it('checks a chosen picture by its type (or its name when the browser gives none) and its size', () => {
    expect(imageUploadProblem({ name: '门头照.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(imageUploadProblem({ name: 'photo.webp', type: 'image/webp', size: 1000 })).toBeNull();
    expect(imageUploadProblem({ name: 'scan.bmp', type: '', size: 1000 })).toBeNull();
    expect(imageUploadProblem({ name: 'blob', type: 'image/png', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(imageUploadProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(imageUploadProblem({ name: 'a.exe', type: '', size: 10 })).toBe('type');
    expect(imageUploadProblem({ name: 'a.png', type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('size');
  });

  it('reads the purpose from ModuleType: absent or 3 names none, unknown numbers none at all', () => {
    expect(purposeOfModuleType(undefined)).toBe('unassigned');
    expect(purposeOfModuleType('3')).toBe('unassigned');
    expect(purposeOfModuleType(String(UPLOAD_MODULE_TYPE.invoice))).toBe('invoice');
    expect(purposeOfModuleType(UPLOAD_MODULE_TYPE.product)).toBe('product');
    expect(purposeOfModuleType('16')).toBe('evidence');
    expect(purposeOfModuleType('99')).toBeUndefined();
    expect(purposeOfModuleType('abc')).toBeUndefined();
  });

  it('builds thumbnail addresses within the sizes the server draws', () => {
    expect(fileDownloadUrl('abc')).toBe('/v1/File/Download/abc');
    expect(fileDownloadUrl('abc', 100)).toBe('/v1/File/Download/abc?thumb=100');
    expect(fileDownloadUrl('abc', 10)).toBe(`/v1/File/Download/abc?thumb=${THUMB_MIN}`);
    expect(thumbOf('/v1/File/Download/abc', 5000)).toBe(`/v1/File/Download/abc?thumb=${THUMB_MAX}`);
    expect(thumbOf('', 100)).toBe('');
    expect(thumbOf('https://elsewhere.example/a.png', 100)).toBe('https://elsewhere.example/a.png');
  });

  it('reads an absent ModuleType, an empty one and null as none', () => {
    expect(purposeOfModuleType(null)).toBe('unassigned');
    expect(purposeOfModuleType('')).toBe('unassigned');
    expect(purposeOfModuleType('1.5')).toBeUndefined();
    expect(purposeOfModuleType(true)).toBe('product');
  });

  it('maps every ModuleType the web app sends to a purpose with a name', () => {
    for (const [use, n] of Object.entries(UPLOAD_MODULE_TYPE)) {
      const purpose = purposeOfModuleType(n);
      expect(purpose, use).toBeDefined();
      expect(FILE_PURPOSES, use).toContain(purpose);
      expect(purpose === use || use === 'firmOwn', use).toBe(true);
    }
    expect(
      Object.keys(UPLOAD_MODULE_TYPES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(UPLOAD_MODULE_TYPE).sort((a, b) => a - b));
    expect(Object.keys(FILE_PURPOSE_NAMES).sort()).toEqual([...FILE_PURPOSES].sort());
    const names = Object.values(FILE_PURPOSE_NAMES);
    expect(names.every((n) => /\p{Script=Han}/u.test(n))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(PUBLIC_FILE_PURPOSES).toEqual(['product', 'banner', 'firm']);
    expect(VIDEO_FILE_PURPOSES).toEqual(['evidence']);
    // what the store shows and evidence are pictures (or recordings), never PDF
    for (const p of [...PUBLIC_FILE_PURPOSES, ...VIDEO_FILE_PURPOSES, 'return', 'receipt', 'accompany', 'feedback'] as const)
      expect(IMAGE_ONLY_FILE_PURPOSES).toContain(p);
    for (const p of ['invoice', 'certificate', 'licence', 'payment', 'import', 'unassigned'] as const) expect(IMAGE_ONLY_FILE_PURPOSES).not.toContain(p);
  });

  it('bounds uploads at 4M, recordings at 32M', () => {
    expect(UPLOAD_MAX_BYTES).toBe(4_194_304);
    expect(UPLOAD_VIDEO_MAX_BYTES).toBe(33_554_432);
  });

  it('offers the choosers every extension and type they take', () => {
    expect(UPLOAD_IMAGE_ACCEPT.split(',')).toEqual([
      '.jpg',
      '.jpeg',
      '.png',
      '.gif',
      '.bmp',
      '.webp',
      'image/jpeg',
      'image/pjpeg',
      'image/png',
      'image/gif',
      'image/bmp',
      'image/x-ms-bmp',
      'image/webp',
    ]);
    expect(UPLOAD_SPREADSHEET_ACCEPT).toBe('.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(UPLOAD_MEDIA_ACCEPT.split(',').slice(0, 7)).toEqual(['.mp4', '.webm', '.mkv', '.wmv', '.avi', '.ogg', '.mp3']);
    expect(UPLOAD_MEDIA_ACCEPT).toContain(',video/mp4,');
  });

  it('reads a form field as yes only when it says so', () => {
    for (const v of [true, 1, 'true', '1', 'True']) expect(formFlag(v), String(v)).toBe(true);
    for (const v of [false, 0, 'false', '0', 'TRUE', 'yes', '', null, undefined, 2]) expect(formFlag(v), String(v)).toBe(false);
  });

  it('tells recordings and sound by their name, or their type when the name says nothing', () => {
    expect(isMediaUpload({ name: '录像.MP4', type: '' })).toBe(true);
    expect(isMediaUpload({ name: '视频录制_20261126153005.mkv', type: 'application/octet-stream' })).toBe(true);
    expect(isMediaUpload({ name: 'blob', type: 'VIDEO/WEBM' })).toBe(true);
    expect(isMediaUpload({ name: 'voice', type: 'audio/mpeg' })).toBe(true);
    expect(isMediaUpload({ name: 'photo.png', type: 'image/png' })).toBe(false);
    expect(isMediaUpload({ name: 'mp4', type: '' })).toBe(true);
    expect(isMediaUpload({ name: 'notes', type: '' })).toBe(false);
    expect(imageUploadProblem({ name: 'PHOTO.PNG', type: '', size: 10 })).toBeNull();
    expect(imageUploadProblem({ name: 'x.png', type: 'IMAGE/PNG', size: 10 })).toBeNull();
  });

  it('draws thumbnails of a feedback’s photos, and never of an address that already asks for one', () => {
    expect(thumbOf('/v1/Public/FeedbackPhoto/abc', 100)).toBe('/v1/Public/FeedbackPhoto/abc?thumb=100');
    expect(thumbOf('/v1/File/Download/abc?thumb=100', 200)).toBe('/v1/File/Download/abc?thumb=100');
    expect(thumbOf('/elsewhere/v1/Public/FeedbackPhoto/', 100)).toBe('/elsewhere/v1/Public/FeedbackPhoto/');
    expect(thumbOf('/v1/File/Download/abc', 10)).toBe(`/v1/File/Download/abc?thumb=${THUMB_MIN}`);
    expect(thumbOf('/v1/File/Download/abc', 99.6)).toBe('/v1/File/Download/abc?thumb=100');
    expect(fileDownloadUrl('abc', 9000)).toBe(`/v1/File/Download/abc?thumb=${THUMB_MAX}`);
    expect(fileDownloadUrl('abc', 120.4)).toBe('/v1/File/Download/abc?thumb=120');
  });
});
