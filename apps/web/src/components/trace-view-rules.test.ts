import { describe, expect, it } from 'vitest';
import { isBlankId, orDash, pesticideText, traceOperation, traceQrUrl, trailItems } from './trace-view-rules';

describe('trace view rules', () => {
  it('loads version 1 and version 2 from their operations', () => {
    expect(traceOperation(1)).toBe('Trace/GetFoodTraceTrail');
    expect(traceOperation(2)).toBe('Trace/GetFoodTraceTrailByOrderDetailId');
  });

  it('treats empty and whitespace ids as blank', () => {
    expect(isBlankId(undefined)).toBe(true);
    expect(isBlankId(null)).toBe(true);
    expect(isBlankId('  ')).toBe(true);
    expect(isBlankId('a1')).toBe(false);
  });

  it('draws the QR of the line and version', () => {
    expect(traceQrUrl(' abc ', 2)).toBe('/v1/Trace/QrCode/abc.png?version=2');
    expect(traceQrUrl('a/b', 1)).toBe('/v1/Trace/QrCode/a%2Fb.png?version=1');
  });

  it('shows the timeline newest first in China time, the oldest with the "more" icon', () => {
    const items = trailItems([
      { FirmName: '禾丰', CirculationTime: '2026-11-01T08:00:00.000Z', StepName: '发货', BizStep: 'shipping' },
      { FirmName: '实验小学', CirculationTime: '2026-11-02T01:02:03+08:00', StepName: '收货', BizStep: 'receiving' },
    ]);
    expect(items.map((i) => i.stepName)).toEqual(['收货', '发货']);
    expect(items.map((i) => i.time)).toEqual(['2026-11-02 01:02:03', '2026-11-01 16:00:00']);
    expect(items.map((i) => i.last)).toEqual([false, true]);
    expect(new Set(items.map((i) => i.key)).size).toBe(2);
  });

  it('carries a sensor report’s summary, its alarm and the delivery map it belongs to', () => {
    const [sensor, plain] = trailItems([
      { FirmName: '禾丰', CirculationTime: '2026-11-01T08:00:00.000Z', StepName: '发货', BizStep: 'shipping' },
      {
        FirmName: '禾丰（浙A12345 冷链运输）',
        CirculationTime: '2026-11-01T09:00:00.000Z',
        StepName: '运输温控',
        BizStep: 'sensor_reporting',
        Detail: '温度 3～10 °C',
        Alarm: true,
        DeliveryFillInId: 'fi-1',
      },
    ]);
    expect(sensor).toMatchObject({ stepName: '运输温控', detail: '温度 3～10 °C', alarm: true, deliveryFillInId: 'fi-1' });
    expect(plain).toMatchObject({ detail: null, alarm: false, deliveryFillInId: null });
  });

  it('has no items for an empty trail', () => {
    expect(trailItems([])).toEqual([]);
  });

  it('says 未检测 without a test, and the method, rate and verdict with one', () => {
    expect(pesticideText(null)).toEqual({ text: '未检测', passed: null });
    const base = { Method: '速测卡法（纸片法）', TestedAt: '2026-11-01T08:00:00+08:00', TesterName: '张三' };
    expect(pesticideText({ ...base, InhibitionRate: 12.345, Passed: true })).toEqual({ text: '速测卡法（纸片法） · 抑制率 12.3% · 合格', passed: true });
    expect(pesticideText({ ...base, InhibitionRate: 50, Passed: false }).text).toBe('速测卡法（纸片法） · 抑制率 50% · 不合格');
  });

  it('dashes blank values', () => {
    expect(orDash('')).toBe('—');
    expect(orDash(' ')).toBe('—');
    expect(orDash('SC1')).toBe('SC1');
  });
});
