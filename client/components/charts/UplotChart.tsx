// The dashboard's one chart component and its own chunk: uPlot (docs/product.md#company-dashboard: the cheapest measured) comes
// only with this file, which the page imports lazily. The data table beside each chart carries the same numbers for
// screen readers, so the canvas is hidden from them.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uPlotStyles from 'uplot/dist/uPlot.min.css?inline';
import { addStylesheet } from '../../lib/lazy-stylesheet';
import type { ChartProps } from './chart-types';

addStylesheet(uPlotStyles);

const axisColor = '#334155';
const gridColor = '#e2e8f0';
/** How wide the longest label is in the axis font (CSS pixels), with a gap that keeps neighbours apart. */
function labelWidth(labels: string[], font: string): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 100;
  context.font = font;
  return Math.max(...labels.map((label) => context.measureText(label).width), 1) + 16;
}

function options(props: ChartProps, width: number, font: string): uPlot.Options {
  const { labels, series, kind, rtl, formatNumber } = props;
  const slot = labelWidth(labels, font);
  const bars = kind === 'bars' ? uPlot.paths.bars?.({ size: [0.6, 64] }) : undefined;
  return {
    width,
    height: props.height ?? 240,
    // Right-to-left readers read time from right to left: the x scale runs backwards and the y axis sits on the right.
    scales: { x: { time: false, dir: rtl ? -1 : 1, range: [-0.5, labels.length - 0.5] }, y: { range: (_, __, max) => [0, Math.max(1, max) * 1.1] } },
    axes: [
      {
        stroke: axisColor,
        font,
        grid: { show: false },
        ticks: { show: false },
        // Only the whole positions are categories; when the labels would touch, every second (third, …) is shown.
        splits: (plot) => {
          const every = Math.max(1, Math.ceil((labels.length * slot) / Math.max(1, plot.bbox.width / uPlot.pxRatio)));
          return labels.map((_, index) => index).filter((index) => (labels.length - 1 - index) % every === 0);
        },
        values: (_, splits) => splits.map((split) => labels[split] ?? ''),
      },
      {
        side: rtl ? 1 : 3,
        // Counts are whole: no tick between 0 and 1.
        incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000],
        stroke: axisColor,
        font,
        grid: { stroke: gridColor },
        values: (_, splits) => splits.map((split) => (Number.isInteger(split) ? formatNumber(split) : '')),
      },
    ],
    cursor: { drag: { x: false, y: false }, points: { show: kind === 'lines' } },
    legend: { show: series.length > 1, live: false },
    series: [
      { label: '', value: (_, index) => (index === null ? '' : (labels[index] ?? '')) },
      ...series.map((item) => ({
        label: item.label,
        stroke: item.color,
        width: kind === 'lines' ? 2 : 0,
        fill: kind === 'bars' ? item.color : undefined,
        points: { show: kind === 'lines', size: 6 },
        ...(bars ? { paths: bars } : {}),
        value: (_: uPlot, value: number | null) => (value === null ? '' : formatNumber(value)),
      })),
    ],
  };
}

/** `chart` is memoised by the caller: a new one redraws. */
export default function UplotChart({ chart: props }: { chart: ChartProps }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const font = `12px ${getComputedStyle(element).fontFamily}`;
    const data: uPlot.AlignedData = [props.labels.map((_, index) => index), ...props.series.map((item) => item.values)];
    const plot = new uPlot(options(props, element.clientWidth, font), data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: props.height ?? 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [props]);

  return <div ref={box} aria-hidden="true" className="w-full" data-testid="dashboard-chart" data-direction={props.rtl ? 'rtl' : 'ltr'} />;
}
