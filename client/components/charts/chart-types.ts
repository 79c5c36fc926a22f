/** What a chart draws: categories along x (months, days, stages) and one or more series of counts. */
export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

export interface ChartProps {
  labels: string[];
  series: ChartSeries[];
  kind: 'bars' | 'lines';
  rtl: boolean;
  formatNumber: (value: number) => string;
  height?: number;
}

/** Series colours, each at least 3:1 against white (WCAG's non-text contrast). */
export const seriesColors = { applications: '#1d4ed8', interviews: '#b45309', offers: '#7e22ce', hires: '#047857' } as const;
