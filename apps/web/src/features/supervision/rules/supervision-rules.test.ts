import { describe, expect, it } from 'vitest';
import {
  caseQuery,
  chinaWall,
  dayRange,
  dayTotals,
  deadlineLate,
  evidenceFields,
  filtersFromSearch,
  hoursText,
  lastHour,
  NO_FILTERS,
  noticeFlags,
  parentAreaCode,
  percentText,
  pieSlices,
  playbackKey,
  playbackRangeOk,
  playUrlProblem,
  rankedFirms,
  shortHash,
} from './supervision-rules';

const ORIGIN = 'http://127.0.0.1:3311';

describe('times', () => {
  it('writes China wall times', () => {
    expect(chinaWall(Date.parse('2026-11-26T14:05:09Z'))).toBe('2026-11-26T22:05:09');
    expect(chinaWall(Date.parse('2026-11-26T16:30:00Z'))).toBe('2026-11-27T00:30:00');
  });
  it('defaults the playback to the last hour', () => {
    expect(lastHour(Date.parse('2026-11-26T14:00:00Z'))).toEqual(['2026-11-26T21:00:00', '2026-11-26T22:00:00']);
  });
  it('turns picked days into whole days', () => {
    expect(dayRange(['2026-11-01', '2026-11-03'])).toEqual({ StartTime: '2026-11-01T00:00:00', EndTime: '2026-11-03T23:59:59' });
    expect(dayRange(null)).toEqual({ StartTime: null, EndTime: null });
  });
  it('checks the playback range', () => {
    expect(playbackRangeOk(['2026-11-26T21:00:00', '2026-11-26T22:00:00'])).toBe(true);
    expect(playbackRangeOk(['2026-11-26T22:00:00', '2026-11-26T22:00:00'])).toBe(false);
    expect(playbackRangeOk(['2026-11-26T23:00:00', '2026-11-26T22:00:00'])).toBe(false);
    expect(playbackRangeOk(null)).toBe(false);
  });
  it('prints hours and rates', () => {
    expect(hoursText(6)).toBe('6 h');
    expect(hoursText(2.345)).toBe('2.3 h');
    expect(hoursText(null)).toBe('—');
    expect(percentText(0.5)).toBe('50%');
    expect(percentText(1 / 3)).toBe('33.3%');
    expect(percentText(Number.NaN)).toBe('0%');
  });
});

describe('people', () => {
  it('names the level above for the parent executor', () => {
    expect(parentAreaCode('330106')).toBe('3301');
    expect(parentAreaCode('3301')).toBe('33');
    expect(parentAreaCode('33')).toBeNull();
    expect(parentAreaCode('')).toBeNull();
    expect(parentAreaCode(null)).toBeNull();
    expect(parentAreaCode('33010')).toBeNull();
    expect(parentAreaCode('abcd')).toBeNull();
  });
});

describe('the report', () => {
  it('puts a recording in IllegalVIdeo and a picture in IllegalCapture', () => {
    expect(evidenceFields({ Id: 'a', FileName: '视频录制_20261126153005.mkv' })).toEqual({ IllegalCapture: null, IllegalVIdeo: 'a' });
    expect(evidenceFields({ Id: 'b', FileName: '抓拍截图_20261126153005.png' })).toEqual({ IllegalCapture: 'b', IllegalVIdeo: null });
    expect(evidenceFields(null)).toEqual({ IllegalCapture: null, IllegalVIdeo: null });
  });
  it('makes the five notice flags 0 or 1', () => {
    expect(noticeFlags()).toEqual({ SMSFirmManager: 0, SMSFirmHeadOfQuality: 0, SMSFirmSecurityOfficer: 0, SMSExecutor: 0, SMSParentExecutor: 0 });
    expect(noticeFlags({ SMSFirmManager: 1, SMSExecutor: true as never, SMSParentExecutor: 0 })).toEqual({
      SMSFirmManager: 1,
      SMSFirmHeadOfQuality: 0,
      SMSFirmSecurityOfficer: 0,
      SMSExecutor: 1,
      SMSParentExecutor: 0,
    });
  });
});

describe('the cases list', () => {
  it('leaves unset filters out', () => {
    expect(caseQuery(NO_FILTERS)).toEqual({});
    expect(caseQuery({ status: 1, grade: 2, overdue: false, search: ' 鼠 ', range: ['2026-11-01', '2026-11-02'], firmId: 'f1' })).toEqual({
      Status: 1,
      Grade: 2,
      Overdue: false,
      SearchName: '鼠',
      FirmId: 'f1',
      StartTime: '2026-11-01T00:00:00',
      EndTime: '2026-11-02T23:59:59',
    });
  });
  it('reads the dashboard’s links', () => {
    expect(filtersFromSearch(new URLSearchParams('firm=f1&status=4&grade=1&overdue=1'))).toEqual({
      ...NO_FILTERS,
      firmId: 'f1',
      status: 4,
      grade: 1,
      overdue: true,
    });
    expect(filtersFromSearch(new URLSearchParams('status=9&grade=x&overdue=yes'))).toEqual(NO_FILTERS);
  });
  it('marks a deadline late only while the case is open', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(deadlineLate({ Status: 1, Overdue: false, DeadlineTime: '2026-11-26T19:00:00+08:00' }, now)).toBe(true);
    expect(deadlineLate({ Status: 1, Overdue: false, DeadlineTime: '2026-11-26T21:00:00+08:00' }, now)).toBe(false);
    expect(deadlineLate({ Status: 4, Overdue: true, DeadlineTime: '2026-11-27T21:00:00+08:00' }, now)).toBe(true);
    expect(deadlineLate({ Status: 3, Overdue: true, DeadlineTime: '2026-11-26T19:00:00+08:00' }, now)).toBe(false);
    expect(deadlineLate({ Status: 5, Overdue: false, DeadlineTime: '2026-11-26T19:00:00+08:00' }, now)).toBe(false);
  });
  it('shortens hashes', () => {
    const sha = '71d55313e2c8f5c64edf523bc7791bc400d385dda6479ac4444e76832601af36';
    expect(shortHash(sha)).toBe('71d55313e2c8…2601af36');
    expect(shortHash('abc')).toBe('abc');
  });
});

describe('playback', () => {
  it('plays only same-origin media addresses', () => {
    expect(playbackKey('/v1/Media/playback/kitchen-1/index.m3u8?start=a&end=b', ORIGIN)).toBe('/v1/Media/playback/kitchen-1/index.m3u8?start=a&end=b');
    expect(playbackKey(`${ORIGIN}/v1/Media/live/kitchen-1/index.m3u8`, ORIGIN)).toBe('/v1/Media/live/kitchen-1/index.m3u8');
    expect(playbackKey('https://evil.example/v1/Media/x.m3u8', ORIGIN)).toBeNull();
    expect(playbackKey('//evil.example/v1/Media/x.m3u8', ORIGIN)).toBeNull();
    expect(playbackKey('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(playbackKey('/v1/File/Download/abc', ORIGIN)).toBeNull();
    expect(playbackKey('/v1/Media/../File/Download/abc', ORIGIN)).toBeNull();
    expect(playbackKey('/v1/Media/%2e%2e/File/Download/abc', ORIGIN)).toBeNull();
    expect(playbackKey('/v1\\Media/x', ORIGIN)).toBeNull();
    expect(playbackKey('', ORIGIN)).toBeNull();
    expect(playbackKey(null, ORIGIN)).toBeNull();
  });
});

describe('cameras', () => {
  it('checks play addresses with the contract’s rule', () => {
    expect(playUrlProblem('kitchen-1')).toBe(false);
    expect(playUrlProblem('https://cam.example/live.m3u8')).toBe(false);
    expect(playUrlProblem('ftp://x')).toBe(true);
    expect(playUrlProblem('')).toBe(true);
  });
});

describe('the dashboard', () => {
  it('leaves empty statuses out of the pie', () => {
    const slices = pieSlices([
      { Status: 1, Name: '待整改', Count: 2 },
      { Status: 2, Name: '待复核', Count: 0 },
      { Status: 5, Name: '误报', Count: 1 },
    ]);
    expect(slices.map((s) => [s.name, s.value])).toEqual([
      ['待整改', 2],
      ['误报', 1],
    ]);
  });
  it('ranks firms by open cases, then overdue', () => {
    const rows = [
      { FirmName: '乙', Open: 1, Overdue: 0 },
      { FirmName: '甲', Open: 3, Overdue: 0 },
      { FirmName: '丙', Open: 1, Overdue: 1 },
      { FirmName: '丁', Open: 0, Overdue: 0 },
    ];
    expect(rankedFirms(rows).map((r) => r.FirmName)).toEqual(['甲', '丙', '乙']);
    expect(rankedFirms(rows, 1).map((r) => r.FirmName)).toEqual(['甲']);
  });
  it('sums the days', () => {
    expect(
      dayTotals([
        { Grade1: 1, Grade2: 0, Grade3: 2, Closed: 1 },
        { Grade1: 0, Grade2: 3, Grade3: 0, Closed: 2 },
      ]),
    ).toEqual({ Grade1: 1, Grade2: 3, Grade3: 2, Closed: 3 });
  });
});
