import { MSG, PROFILE_MSG, UPLOAD_DOCUMENT_MSG, UPLOAD_MODULE_TYPE } from '@shanlian/contract/browser';
import { describe, expect, it } from 'vitest';
import { docFileProblem, takesMedia } from './doc-upload';

const MB = 1024 * 1024;

describe('what a document chooser lets through', () => {
  it('takes recordings and sound only where evidence goes, up to 32M', () => {
    expect(takesMedia(UPLOAD_MODULE_TYPE.evidence)).toBe(true);
    expect(takesMedia(UPLOAD_MODULE_TYPE.certificate)).toBe(false);
    for (const [name, type] of [
      ['a.mp4', 'video/mp4'],
      ['a.webm', 'video/webm'],
      ['a.wmv', 'video/x-ms-wmv'],
      ['a.avi', 'video/x-msvideo'],
      ['a.ogg', 'audio/ogg'],
      ['a.mp3', 'audio/mpeg'],
      ['a.mp3', ''],
    ] as const) {
      expect(docFileProblem({ name, type, size: 20 * MB }, true), name).toBeNull();
      expect(docFileProblem({ name, type, size: 33 * MB }, true), name).toBe(MSG.uploadMediaSize);
      expect(docFileProblem({ name, type, size: MB }, false), name).toBe(UPLOAD_DOCUMENT_MSG.type);
    }
    expect(docFileProblem({ name: 'p.png', type: 'image/png', size: MB }, true)).toBeNull();
    expect(docFileProblem({ name: 'p.png', type: 'image/png', size: 5 * MB }, true)).toBe(PROFILE_MSG.uploadSize);
    expect(docFileProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: MB }, true)).toBe(MSG.uploadMediaType);
  });
});
