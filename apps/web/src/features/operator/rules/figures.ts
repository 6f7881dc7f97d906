import type { TPlatformFigures } from '@shanlian/contract';
import { FIGURES_MAX_DAYS, formatChinaDate } from '@shanlian/contract/browser';
import type { EChartOption } from '../../../components/echart';

/** The platform figures' ranges and chart options (ECharts), from the figures' answer; no browser needed. */

export interface DayRange {
  From: string;
  To: string;
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const ofUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The China date `n` days after `day` (before it when negative). */
export const addDays = (day: string, n: number): string => ofUtc(toUtc(day) + n * DAY_MS);

/** Days in a range, both ends included. */
export const daysIn = (r: DayRange): number => Math.round((toUtc(r.To) - toUtc(r.From)) / DAY_MS) + 1;

/** Whether the server takes the range: from not after to, at most FIGURES_MAX_DAYS days. */
export const rangeOk = (r: DayRange): boolean => r.From <= r.To && daysIn(r) <= FIGURES_MAX_DAYS;

/** The last `n` days up to today (China date of `now`). */
export function lastDays(now: number, n: number): DayRange {
  const today = formatChinaDate(now);
  return { From: addDays(today, -(n - 1)), To: today };
}

/** The month of `now` so far (China dates). */
export function thisMonth(now: number): DayRange {
  const today = formatChinaDate(now);
  return { From: `${today.slice(0, 8)}01`, To: today };
}

const COLORS = { orders: '#3b82f6', amount: '#1f9d55', open: '#f59e0b', total: '#94a3b8', alarm: '#e5484d', refused: '#e5484d' };

const money = (v: unknown) => `¥${Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Orders as bars on the left axis, the amount as a line on the right one, by day. */
export function byDayOption(days: TPlatformFigures['ByDay'], names: { orders: string; amount: string }): EChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: days.map((d) => d.Day.slice(5)) },
    yAxis: [
      { type: 'value', name: names.orders, minInterval: 1 },
      { type: 'value', name: names.amount, axisLabel: { formatter: (v: number) => `¥${v}` }, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: names.orders, data: days.map((d) => d.Orders), itemStyle: { color: COLORS.orders }, barMaxWidth: 24 },
      {
        type: 'line',
        name: names.amount,
        yAxisIndex: 1,
        smooth: true,
        data: days.map((d) => d.Amount),
        itemStyle: { color: COLORS.amount },
        tooltip: { valueFormatter: money },
      },
    ],
  };
}

/** The largest `top` rows by amount, the largest at the top of a horizontal bar chart. */
export function rankedAmounts<T extends { Amount: number; Orders: number }>(rows: readonly T[], top = 10): T[] {
  return [...rows].sort((a, b) => b.Amount - a.Amount || b.Orders - a.Orders).slice(0, top);
}

/** Suppliers (or areas) by amount, horizontal bars, the largest first. */
export function rankingOption(rows: TPlatformFigures['BySupplier'], amountName: string, top = 10): EChartOption {
  const ranked = rankedAmounts(rows, top).reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: money },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', axisLabel: { formatter: (v: number) => `¥${v}` } },
    yAxis: { type: 'category', data: ranked.map((r) => r.Name), axisLabel: { width: 150, overflow: 'truncate' } },
    series: [{ type: 'bar', name: amountName, data: ranked.map((r) => r.Amount), itemStyle: { color: COLORS.amount }, barMaxWidth: 18 }],
  };
}

/** Areas: the amount and the orders as bars side by side, the orders on the right axis. */
export function byAreaOption(rows: TPlatformFigures['ByArea'], names: { orders: string; amount: string }): EChartOption {
  const ranked = rankedAmounts(rows, 20);
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: ranked.map((r) => r.Name), axisLabel: { interval: 0, rotate: ranked.length > 6 ? 30 : 0 } },
    yAxis: [
      { type: 'value', name: names.amount, axisLabel: { formatter: (v: number) => `¥${v}` } },
      { type: 'value', name: names.orders, minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        type: 'bar',
        name: names.amount,
        data: ranked.map((r) => r.Amount),
        itemStyle: { color: COLORS.amount },
        barMaxWidth: 28,
        tooltip: { valueFormatter: money },
      },
      { type: 'bar', name: names.orders, yAxisIndex: 1, data: ranked.map((r) => r.Orders), itemStyle: { color: COLORS.orders }, barMaxWidth: 28 },
    ],
  };
}

/** Buyer firms that ordered, by day. */
export function activeBuyersOption(rows: TPlatformFigures['ActiveBuyers'], name: string): EChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((d) => d.Day.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'line', name, smooth: true, areaStyle: { opacity: 0.15 }, data: rows.map((d) => d.Firms), itemStyle: { color: COLORS.orders } }],
  };
}

/** The flash sales shown in the chart: the latest `top` windows, the latest at the top. */
export function recentSeckill(rows: TPlatformFigures['Seckill'], top = 12): TPlatformFigures['Seckill'] {
  return [...rows].sort((a, b) => b.StartTime.localeCompare(a.StartTime)).slice(0, top);
}

/** Flash sales: the sold percent on the lower axis (0–100 %), the attempts refused on the upper one. */
export function seckillOption(rows: TPlatformFigures['Seckill'], names: { sold: string; refused: string }): EChartOption {
  const shown = recentSeckill(rows).reverse();
  const label = (r: TPlatformFigures['Seckill'][number]) => `${r.ProductName} ${r.StartTime.slice(5, 10)}`;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 24, top: 56, bottom: 8, containLabel: true },
    xAxis: [
      { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      { type: 'value', position: 'top', minInterval: 1, splitLine: { show: false } },
    ],
    yAxis: { type: 'category', data: shown.map(label), axisLabel: { width: 160, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        name: names.sold,
        data: shown.map((r) => Math.round(r.SoldPercent * 10) / 10),
        itemStyle: { color: COLORS.amount },
        barMaxWidth: 14,
        tooltip: { valueFormatter: (v) => `${v}%` },
      },
      { type: 'bar', name: names.refused, xAxisIndex: 1, data: shown.map((r) => r.Refused), itemStyle: { color: COLORS.refused }, barMaxWidth: 14 },
    ],
  };
}

/** Counts by area as bars (cold-chain alarms). */
export function countsOption(rows: TPlatformFigures['AlarmsByArea'], name: string): EChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => r.Name), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name, data: rows.map((r) => r.Count), itemStyle: { color: COLORS.alarm }, barMaxWidth: 28 }],
  };
}

/** Supervision cases by area: open beside all. */
export function casesOption(rows: TPlatformFigures['CasesByArea'], names: { open: string; total: string }): EChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => r.Name), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: names.open, data: rows.map((r) => r.Open), itemStyle: { color: COLORS.open }, barMaxWidth: 24 },
      { type: 'bar', name: names.total, data: rows.map((r) => r.Count), itemStyle: { color: COLORS.total }, barMaxWidth: 24 },
    ],
  };
}

/** Sums of a day list (the tables' 合计 rows). */
export function dayTotals(days: TPlatformFigures['ByDay']): { Orders: number; Amount: number } {
  return days.reduce((s, d) => ({ Orders: s.Orders + d.Orders, Amount: Math.round((s.Amount + d.Amount) * 100) / 100 }), { Orders: 0, Amount: 0 });
}
