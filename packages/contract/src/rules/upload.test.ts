import { describe, expect, it } from 'vitest';
import { fileDownloadUrl, imageUploadProblem, purposeOfModuleType, THUMB_MAX, THUMB_MIN, thumbOf, UPLOAD_MAX_BYTES, UPLOAD_MODULE_TYPE } from './upload.js';

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
});
