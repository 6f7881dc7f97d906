import { describe, expect, it } from 'vitest';
import { abilityRatesOption, byDayOption, byStatusOption, firmAtIndex, firmRankingOption } from './dashboard-charts';

const firms = [
  { FirmId: 'a', FirmName: '甲', AreaName: '', Open: 1, Overdue: 0 },
  { FirmId: 'b', FirmName: '乙', AreaName: '', Open: 4, Overdue: 1 },
  { FirmId: 'c', FirmName: '丙', AreaName: '', Open: 0, Overdue: 0 },
];

describe('dashboard charts', () => {
  it('stacks the grades per day with the closed line', () => {
    const o = byDayOption([{ Date: '2026-11-25', Grade1: 1, Grade2: 2, Grade3: 0, Closed: 1 }], '办结') as {
      series: { type: string; stack?: string; data: number[] }[];
      xAxis: { data: string[] };
    };
    expect(o.xAxis.data).toEqual(['11-25']);
    expect(o.series.map((s) => [s.type, s.stack ?? null, s.data])).toEqual([
      ['bar', 'cases', [1]],
      ['bar', 'cases', [2]],
      ['bar', 'cases', [0]],
      ['line', null, [1]],
    ]);
  });
  it('draws the statuses with cases', () => {
    const o = byStatusOption([
      { Status: 1, Name: '待整改', Count: 2 },
      { Status: 3, Name: '已办结', Count: 0 },
    ]) as { series: { data: { name: string }[] }[] };
    expect(o.series[0]?.data.map((d) => d.name)).toEqual(['待整改']);
  });
  it('puts the firm with most open cases at the top and maps a click back to it', () => {
    const o = firmRankingOption(firms, { open: '未办结', overdue: '超期' }) as { yAxis: { data: string[] } };
    // the category axis runs bottom-up: the last category is drawn at the top
    expect(o.yAxis.data).toEqual(['甲', '乙']);
    expect(firmAtIndex(firms, 1)?.FirmId).toBe('b');
    expect(firmAtIndex(firms, 0.2)?.FirmId).toBe('a');
    expect(firmAtIndex(firms, 2)).toBeNull();
    expect(firmAtIndex(firms, -1)).toBeNull();
  });
  it('shows false-positive rates in percent, highest first', () => {
    const o = abilityRatesOption(
      [
        { Code: 'a', Name: '甲', Cases: 4, FalsePositives: 1, FalsePositiveRate: 0.25 },
        { Code: 'b', Name: '乙', Cases: 2, FalsePositives: 2, FalsePositiveRate: 1 },
      ],
      '误报率',
    ) as { xAxis: { data: string[] }; series: { data: { value: number }[] }[] };
    expect(o.xAxis.data).toEqual(['乙', '甲']);
    expect(o.series[0]?.data.map((d) => d.value)).toEqual([100, 25]);
  });
});
