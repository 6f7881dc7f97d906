import type { TAlarmEvent, TAlarmRule } from '@shanlian/contract';
import { formatChinaTime, TELEMETRY } from '@shanlian/contract/browser';
import { useMemo } from 'react';
import { EChart, type EChartOption } from '../../../components/echart';
import { chartSeries, type Pt } from './route';

const hm = (t: number) => formatChinaTime(new Date(t).toISOString()).slice(11, 16);

/**
 * Temperature and humidity over the journey (ECharts): lines break at gaps, the band is a green
 * area, alarms are red areas; a vertical line marks the replay's time; a click moves the replay.
 */
export function TelemetryChart({
  points,
  band,
  alarms,
  cursor,
  onPick,
}: {
  points: readonly Pt[];
  band: TAlarmRule;
  alarms: readonly TAlarmEvent[];
  cursor: number | null;
  onPick: (t: number) => void;
}) {
  const option = useMemo<EChartOption>(() => {
    const bandArea =
      band.MinTemperature !== null || band.MaxTemperature !== null ? [[{ yAxis: band.MinTemperature ?? -60 }, { yAxis: band.MaxTemperature ?? 80 }]] : [];
    return {
      animation: false,
      grid: { left: 48, right: 48, top: 36, bottom: 32 },
      legend: { data: ['温度 °C', '湿度 %'], top: 4 },
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v === null || v === undefined ? '无数据' : String(v)) },
      xAxis: { type: 'time', axisLabel: { formatter: (v: number) => hm(v) } },
      yAxis: [
        { type: 'value', name: '°C', scale: true },
        { type: 'value', name: '%', min: 0, max: 100, splitLine: { show: false } },
      ],
      series: [
        {
          id: 'temperature',
          name: '温度 °C',
          type: 'line',
          showSymbol: false,
          symbolSize: 6,
          connectNulls: false,
          data: chartSeries(points, 'temperature', TELEMETRY.gapMs),
          lineStyle: { width: 2, color: '#d4380d' },
          itemStyle: { color: '#d4380d' },
          markArea: {
            silent: true,
            data: [
              ...bandArea.map((a) => [{ ...a[0], itemStyle: { color: 'rgba(82,196,26,0.10)' } }, a[1]]),
              ...alarms.map((e) => [
                { xAxis: Date.parse(e.StartTime), itemStyle: { color: 'rgba(245,34,45,0.14)' }, name: e.AlarmTypeDesc },
                { xAxis: Date.parse(e.EndTime ?? e.StartTime) + (e.EndTime ? 0 : e.DurationMinutes * 60_000) },
              ]),
            ],
          },
        },
        {
          id: 'humidity',
          name: '湿度 %',
          type: 'line',
          yAxisIndex: 1,
          showSymbol: false,
          connectNulls: false,
          data: chartSeries(points, 'humidity', TELEMETRY.gapMs),
          lineStyle: { width: 1.5, color: '#1677ff' },
          itemStyle: { color: '#1677ff' },
        },
      ],
    } as EChartOption;
  }, [points, band, alarms]);

  const overlay = useMemo<EChartOption | undefined>(
    () =>
      cursor === null
        ? { series: [{ id: 'humidity', markLine: { data: [] } }] }
        : ({
            series: [
              {
                id: 'humidity',
                markLine: { silent: true, symbol: 'none', label: { formatter: hm(cursor) }, lineStyle: { color: '#595959' }, data: [{ xAxis: cursor }] },
              },
            ],
          } as EChartOption),
    [cursor],
  );

  return <EChart option={option} overlay={overlay} testId="telemetry-chart" style={{ height: 280 }} onGridClick={([t]) => onPick(t)} />;
}
