import { describe, expect, it } from 'vitest';
import {
  CASE_STATUS,
  EMBEDDED_PLAYBACK_TYPES,
  evidenceFileName,
  falsePositiveRate,
  isCompactPlayer,
  isLiveStream,
  isRecordingName,
  isValidPlayUrl,
  MONITOR_TYPE_VALUES,
  MONITOR_TYPES,
  NOTICE_FLAG_NAMES,
  NOTICE_FLAGS,
  OPEN_CASE_STATUSES,
  PLAYER,
  playbackEmbedded,
  STREAM_TOKEN_MS,
  watermarkFontSize,
} from './supervision.js';

describe('camera streams (spec 02 §5)', () => {
  it('are live when the address holds .m3u8 or is a device identifier, recordings when they are other http links', () => {
    expect(isLiveStream('https://media.example/live/cam1.m3u8?token=1')).toBe(true);
    expect(isLiveStream('HTTP://media.example/a.M3U8')).toBe(false);
    expect(isLiveStream('33010600001320000001')).toBe(true);
    expect(isLiveStream('https://media.example/record/cam1.mp4')).toBe(false);
    expect(isLiveStream('http://media.example/record/cam1.mp4')).toBe(false);
    expect(isLiveStream('Https://media.example/x.flv')).toBe(false);
  });

  it('take an http(s) link without spaces or a device identifier of 4 to 64 letters, digits and _ . : -', () => {
    for (const u of ['http://a.example/x', 'HTTPS://a.example/live.m3u8', 'abcd', 'cam_01.main:1-2', 'x'.repeat(64)]) expect(isValidPlayUrl(u), u).toBe(true);
    for (const u of [
      'abc',
      'x'.repeat(65),
      'http://a.example/x y',
      'ftp://a.example/x',
      'cam 1',
      'cam/1',
      'https://',
      ' http://a.example',
      'javascript:alert(1)//x',
    ])
      expect(isValidPlayUrl(u), u).toBe(false);
  });

  it('open playback embedded for the types spec 02 §9 names, else the answered link', () => {
    expect(EMBEDDED_PLAYBACK_TYPES).toEqual([1, 2, 3, 4, 8, 9]);
    expect(MONITOR_TYPE_VALUES.filter(playbackEmbedded)).toEqual([1, 2, 3, 4, 8, 9]);
    expect(MONITOR_TYPE_VALUES.filter((t) => !playbackEmbedded(t))).toEqual([5, 6, 7]);
    expect(MONITOR_TYPE_VALUES).toEqual(Object.keys(MONITOR_TYPES).map(Number));
  });

  it('are signed for two hours at least', () => {
    expect(STREAM_TOKEN_MS).toBe(2 * 60 * 60 * 1000);
  });
});

describe('the live player (spec 02 §9)', () => {
  it('goes compact below 250 px high or 410 px wide', () => {
    expect(isCompactPlayer(410, 250)).toBe(false);
    expect(isCompactPlayer(409, 250)).toBe(true);
    expect(isCompactPlayer(410, 249)).toBe(true);
    expect(isCompactPlayer(1920, 1080)).toBe(false);
  });

  it('sizes the watermark at width / 1920 × 30', () => {
    expect(watermarkFontSize(1920)).toBe(30);
    expect(watermarkFontSize(960)).toBe(15);
    expect(watermarkFontSize(640)).toBe(10);
    expect(PLAYER.watermarkOpacity).toBe(0.2);
  });

  it('names captures and recordings by the China time they were taken', () => {
    const at = new Date('2026-11-26T07:30:05Z');
    expect(evidenceFileName('capture', at)).toBe('抓拍截图_20261126153005.png');
    expect(evidenceFileName('record', at)).toBe('视频录制_20261126153005.mkv');
    // past midnight in China, still the day before in UTC
    expect(evidenceFileName('capture', new Date('2026-12-31T16:00:00Z'))).toBe('抓拍截图_20270101000000.png');
  });

  it('tells a recording by its .mkv name, whatever its case', () => {
    expect(isRecordingName('视频录制_20261126153005.mkv')).toBe(true);
    expect(isRecordingName('a.MKV')).toBe(true);
    expect(isRecordingName('a.mkv.png')).toBe(false);
    expect(isRecordingName('抓拍截图_20261126153005.png')).toBe(false);
  });
});

describe('cases', () => {
  it('stay open while awaiting rectification, review or the parent executor', () => {
    expect(OPEN_CASE_STATUSES.map((s) => CASE_STATUS[s])).toEqual(['待整改', '待复核', '已升级']);
  });

  it('name every duty flag of a notice', () => {
    expect(NOTICE_FLAGS.map((f) => NOTICE_FLAG_NAMES[f])).toEqual(['单位负责人', '质量负责人', '食品安全员', '监管执行人', '上级执行人']);
  });

  it('count an ability’s false positives as a fraction of its cases, 0 without cases', () => {
    expect(falsePositiveRate(1, 4)).toBe(0.25);
    expect(falsePositiveRate(0, 0)).toBe(0);
    expect(falsePositiveRate(3, 3)).toBe(1);
  });
});
