import { BarChart, type BarSeriesOption, RadarChart, type RadarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  MarkAreaComponent,
  MarkLineComponent,
  RadarComponent,
  type RadarComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { type CSSProperties, useEffect, useRef } from 'react';

use([BarChart, RadarChart, GridComponent, LegendComponent, MarkAreaComponent, MarkLineComponent, RadarComponent, TooltipComponent, CanvasRenderer]);

/** The options the charts of the platform may use: bar and radar, with grid, legend, tooltip, mark areas and lines. */
export type EChartOption = ComposeOption<
  BarSeriesOption | RadarSeriesOption | GridComponentOption | LegendComponentOption | RadarComponentOption | TooltipComponentOption
>;

/**
 * One ECharts chart (only the pieces above are bundled — import this from lazy pages only):
 * made on mount, given new options as they change, resized with its box, disposed on unmount.
 */
export function EChart({ option, style, className, testId }: { option: EChartOption; style?: CSSProperties; className?: string; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = init(el, undefined, { renderer: 'canvas' });
    chart.current = c;
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(el);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} className={className} style={{ width: '100%', height: 320, ...style }} data-testid={testId} />;
}
