import { describe, expect, it } from 'vitest';
import { evidenceKind } from './evidence-kind';

describe('evidenceKind', () => {
  it('plays the player’s .mkv recordings and other videos as video', () => {
    expect(evidenceKind('视频录制_20261126153005.mkv')).toBe('video');
    for (const n of ['a.mp4', 'b.WEBM', 'c.ogg', 'd.mov']) expect(evidenceKind(n)).toBe('video');
  });
  it('plays sound as audio, shows pictures and PDF in the viewer, offers the rest as a download', () => {
    expect(evidenceKind('录音.mp3')).toBe('audio');
    expect(evidenceKind('抓拍截图_20261126153005.png')).toBe('image');
    expect(evidenceKind('整改.JPG')).toBe('image');
    expect(evidenceKind('报告.pdf')).toBe('document');
    expect(evidenceKind('记录.docx')).toBe('file');
    expect(evidenceKind('无扩展名')).toBe('file');
  });
  it('prefers the content type when known', () => {
    expect(evidenceKind('x.ogg', 'audio/ogg')).toBe('audio');
    expect(evidenceKind('x.bin', 'video/x-matroska')).toBe('video');
    expect(evidenceKind('x', 'image/png')).toBe('image');
  });
});
