import { evidenceFileName, isCompactPlayer, PLAYER, watermarkFontSize } from '@shanlian/contract/browser';
import { describe, expect, it } from 'vitest';
import { supervisionText } from '../../../lib/text/supervision';
import {
  elapsedSeconds,
  fatalAction,
  HLS_MEDIA_ERROR,
  HLS_NETWORK_ERROR,
  latencySeconds,
  MAX_MEDIA_RECOVERIES,
  MAX_NETWORK_RECOVERIES,
  RECORDER_TYPES,
  recorderMimeType,
  recoveryDelayMs,
  sourceKind,
  sourceToPlay,
  textEms,
  watermarkGrid,
  watermarkText,
} from './player-rules';

describe('live player rules', () => {
  it('plays .m3u8 links, embeds other http links, shows nothing for blanks and bare device ids', () => {
    expect(sourceKind('/v1/Media/live/kitchen-1/index.m3u8')).toBe('hls');
    expect(sourceKind('https://cam.example.cn/live/a.m3u8?token=x')).toBe('hls');
    expect(sourceKind('http://cam.example.cn/LIVE/A.M3U8')).toBe('hls');
    expect(sourceKind('https://open.ys7.com/ezopen/h5/iframe?url=ezopen://a')).toBe('page');
    expect(sourceKind('  ')).toBe('none');
    expect(sourceKind('')).toBe('none');
    expect(sourceKind('33010600001320000001')).toBe('none');
  });

  it('recovers network errors with startLoad and media errors with recoverMediaError; anything else fails', () => {
    expect(fatalAction(HLS_NETWORK_ERROR, { parsed: true, attempts: 0 })).toBe('startLoad');
    expect(fatalAction(HLS_MEDIA_ERROR, { parsed: true, attempts: 0 })).toBe('recoverMedia');
    expect(fatalAction(HLS_MEDIA_ERROR, { parsed: false, attempts: 0 })).toBe('recoverMedia');
    expect(fatalAction('muxError', { parsed: true, attempts: 0 })).toBe('fail');
    expect(fatalAction('keySystemError', { parsed: true, attempts: 0 })).toBe('fail');
    expect(fatalAction('otherError', { parsed: true, attempts: 0 })).toBe('fail');
  });

  it('fails a playlist that never loaded and recoveries that keep failing, so loading never spins forever', () => {
    expect(fatalAction(HLS_NETWORK_ERROR, { parsed: false, attempts: 0 })).toBe('fail');
    expect(fatalAction(HLS_NETWORK_ERROR, { parsed: true, attempts: MAX_NETWORK_RECOVERIES - 1 })).toBe('startLoad');
    expect(fatalAction(HLS_NETWORK_ERROR, { parsed: true, attempts: MAX_NETWORK_RECOVERIES })).toBe('fail');
    expect(fatalAction(HLS_MEDIA_ERROR, { parsed: true, attempts: MAX_MEDIA_RECOVERIES - 1 })).toBe('recoverMedia');
    expect(fatalAction(HLS_MEDIA_ERROR, { parsed: true, attempts: MAX_MEDIA_RECOVERIES })).toBe('fail');
  });

  it('spaces the restarts of loading, a minute or so in all', () => {
    const waits = Array.from({ length: MAX_NETWORK_RECOVERIES }, (_, i) => recoveryDelayMs(i));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(recoveryDelayMs(-1)).toBe(1000);
  });

  it('refreshes to a new stream at once, but keeps the playing one while in fullscreen', () => {
    expect(sourceToPlay('a.m3u8', 'b.m3u8', false)).toBe('b.m3u8');
    expect(sourceToPlay('a.m3u8', 'b.m3u8', true)).toBe('a.m3u8');
    expect(sourceToPlay('a.m3u8', 'a.m3u8', true)).toBe('a.m3u8');
    // nothing played yet: the new one, even in fullscreen
    expect(sourceToPlay('', 'b.m3u8', true)).toBe('b.m3u8');
  });

  it('measures the latency from hls.js, else from the live edge, to one decimal, never negative', () => {
    expect(latencySeconds({ latency: 3.2149, liveEdge: 100, currentTime: 90 })).toBe(3.2);
    expect(latencySeconds({ latency: 0, liveEdge: 100, currentTime: 96.75 })).toBe(3.3);
    expect(latencySeconds({ latency: Number.NaN, liveEdge: 100, currentTime: 100.4 })).toBe(0);
    expect(latencySeconds({ liveEdge: null, currentTime: 5 })).toBeNull();
    expect(latencySeconds({ latency: Number.POSITIVE_INFINITY, liveEdge: Number.POSITIVE_INFINITY, currentTime: 5 })).toBeNull();
    expect(supervisionText.latency(3.2)).toBe('延迟 3.2 秒');
    expect(supervisionText.latency(4)).toBe('延迟 4.0 秒');
  });

  it('records Matroska H.264 where offered, else WebM, else the default', () => {
    expect(recorderMimeType(() => true)).toBe('video/x-matroska;codecs=avc1');
    expect(recorderMimeType((t) => t.startsWith('video/webm'))).toBe(RECORDER_TYPES[1]);
    expect(recorderMimeType((t) => t === 'video/webm')).toBe('video/webm');
    expect(recorderMimeType(() => false)).toBe('');
    expect(recorderMimeType(undefined)).toBe('');
    expect(
      recorderMimeType((t) => {
        if (t.includes('matroska')) throw new Error('unknown');
        return t === 'video/webm;codecs=vp8';
      }),
    ).toBe('video/webm;codecs=vp8');
  });

  it('counts whole recorded seconds', () => {
    expect(elapsedSeconds(1000, 1000)).toBe(0);
    expect(elapsedSeconds(1000, 4999)).toBe(3);
    expect(elapsedSeconds(5000, 1000)).toBe(0);
  });

  it('writes the viewer and the China time, YYYY-MM-DD HH:mm:ss', () => {
    const at = Date.parse('2026-11-26T07:30:05Z');
    expect(watermarkText('王监管', at)).toBe('王监管 2026-11-26 15:30:05');
    expect(watermarkText('  ', at)).toBe('2026-11-26 15:30:05');
  });

  it('tiles the watermark over a square as wide as the diagonal, bounded', () => {
    const text = '王监管 2026-11-26 15:30:05';
    expect(textEms(text)).toBeCloseTo(3 + 20 * 0.6);
    const font = watermarkFontSize(960);
    expect(font).toBe(15);
    const g = watermarkGrid(960, 540, font, text);
    expect(g.size).toBe(Math.ceil(Math.hypot(960, 540)));
    // the copies cover the square across and down
    expect(g.cols * (textEms(text) + 3) * font).toBeGreaterThanOrEqual(g.size);
    expect(g.rows * 4 * font).toBeGreaterThanOrEqual(g.size);
    expect(watermarkGrid(0, 540, font, text)).toEqual({ size: 0, rows: 0, cols: 0 });
    const huge = watermarkGrid(100_000, 100_000, 1, text);
    expect(huge.cols).toBeLessThanOrEqual(40);
    expect(huge.rows).toBeLessThanOrEqual(60);
  });

  it('uses the contract constants of spec 02 §9', () => {
    expect(isCompactPlayer(409, 300)).toBe(true);
    expect(isCompactPlayer(410, 249)).toBe(true);
    expect(isCompactPlayer(410, 250)).toBe(false);
    expect(watermarkFontSize(1920)).toBe(PLAYER.watermarkBaseFont);
    expect(evidenceFileName('capture', new Date('2026-11-26T07:30:05Z'))).toBe('抓拍截图_20261126153005.png');
    expect(evidenceFileName('record', new Date('2026-11-26T07:30:05Z'))).toBe('视频录制_20261126153005.mkv');
  });
});
