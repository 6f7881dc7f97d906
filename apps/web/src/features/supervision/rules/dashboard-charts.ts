import type { TDashboard } from '@shanlian/contract';
import { VIOLATION_GRADES } from '@shanlian/contract/browser';
import type { EChartOption } from '../../../components/echart';
import { CLOSED_HEX, GRADE_HEX, pieSlices, rankedFirms } from './supervision-rules';

/** The dashboard's chart options (ECharts), from the dashboard's answer; no browser needed. */

const GRADES = [1, 2, 3] as const;
const gradeKey = (g: 1 | 2 | 3) => `Grade${g}` as const;

/** Cases per day, stacked by grade, with the cases closed that day as a line. */
export function byDayOption(days: TDashboard['ByDay'], closedName: string): EChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((d) => d.Date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      ...GRADES.map((g) => ({
        type: 'bar' as const,
        name: VIOLATION_GRADES[g],
        stack: 'cases',
        itemStyle: { color: GRADE_HEX[g] },
        barMaxWidth: 28,
        data: days.map((d) => d[gradeKey(g)]),
      })),
      { type: 'line' as const, name: closedName, smooth: true, itemStyle: { color: CLOSED_HEX }, data: days.map((d) => d.Closed) },
    ],
  };
}

/** Cases by status, a ring; statuses without a case left out. */
export function byStatusOption(byStatus: TDashboard['ByStatus']): EChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '45%'], label: { formatter: '{b} {c}' }, data: pieSlices(byStatus) }],
  };
}

/** Firms with open cases, most first (the first at the top), open and overdue side by side. */
export function firmRankingOption(firms: TDashboard['FirmRanking'], names: { open: string; overdue: string }): EChartOption {
  const ranked = rankedFirms(firms).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: ranked.map((f) => f.FirmName), axisLabel: { width: 140, overflow: 'truncate' } },
    series: [
      { type: 'bar', name: names.open, data: ranked.map((f) => f.Open), itemStyle: { color: '#f59e0b' }, barMaxWidth: 18 },
      { type: 'bar', name: names.overdue, data: ranked.map((f) => f.Overdue), itemStyle: { color: '#e5484d' }, barMaxWidth: 18 },
    ],
  };
}

/** The firm of a click on the ranking (the category index under the pointer), or null. */
export function firmAtIndex(firms: TDashboard['FirmRanking'], index: number): TDashboard['FirmRanking'][number] | null {
  const ranked = rankedFirms(firms).reverse();
  const i = Math.round(index);
  return i >= 0 && i < ranked.length ? (ranked[i] ?? null) : null;
}

/** Abilities' false-positive rates in percent, highest first. */
export function abilityRatesOption(abilities: TDashboard['Abilities'], rateName: string): EChartOption {
  const rows = [...abilities].sort((a, b) => b.FalsePositiveRate - a.FalsePositiveRate || b.Cases - a.Cases);
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${v}%` },
    grid: { left: 40, right: 16, top: 16, bottom: 28, containLabel: true },
    xAxis: { type: 'category', data: rows.map((a) => a.Name), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'bar',
        name: rateName,
        barMaxWidth: 28,
        data: rows.map((a) => ({
          value: Math.round(a.FalsePositiveRate * 1000) / 10,
          itemStyle: { color: a.FalsePositiveRate >= 0.3 ? '#e5484d' : '#3b82f6' },
        })),
      },
    ],
  };
}
