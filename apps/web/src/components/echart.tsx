import {
  BarChart,
  type BarSeriesOption,
  LineChart,
  type LineSeriesOption,
  PieChart,
  type PieSeriesOption,
  RadarChart,
  type RadarSeriesOption,
} from 'echarts/charts';
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

use([
  BarChart,
  LineChart,
  PieChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  RadarComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** The options the charts of the platform may use: bar, line, pie and radar, with grid, legend, tooltip, mark areas and lines. */
export type EChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | RadarComponentOption
  | TooltipComponentOption
>;

/**
 * One ECharts chart (only the pieces above are bundled — import this from lazy pages only):
 * made on mount, given new options as they change, resized with its box, disposed on unmount.
 */
export function EChart({
  option,
  overlay,
  onGridClick,
  style,
  className,
  testId,
}: {
  option: EChartOption;
  /** Merged over the option without redrawing the rest (a cursor that moves often). */
  overlay?: EChartOption;
  /** A click anywhere in the plot: the axes' values under the pointer ([x, y] of the first grid). */
  onGridClick?: (value: [number, number]) => void;
  style?: CSSProperties;
  className?: string;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const clicked = useRef(onGridClick);
  clicked.current = onGridClick;
  const over = useRef(overlay);
  over.current = overlay;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = init(el, undefined, { renderer: 'canvas' });
    chart.current = c;
    c.getZr().on('click', (e) => {
      if (!clicked.current || !c.containPixel({ gridIndex: 0 }, [e.offsetX, e.offsetY])) return;
      clicked.current(c.convertFromPixel({ gridIndex: 0 }, [e.offsetX, e.offsetY]) as [number, number]);
    });
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
    if (over.current) chart.current?.setOption(over.current);
  }, [option]);

  useEffect(() => {
    if (overlay) chart.current?.setOption(overlay, { notMerge: false, lazyUpdate: true });
  }, [overlay]);

  return <div ref={box} className={className} style={{ width: '100%', height: 320, ...style }} data-testid={testId} />;
}
