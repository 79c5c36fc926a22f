/** What every bench file reports, and how figures are written. */
export interface Row {
  figure: string;
  value: string;
  note: string;
}

/** The q-quantile (0 < q ≤ 1) of the times, nearest rank. */
export function percentile(times: readonly number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** Median and 95th percentile (nearest rank). */
export function stats(times: number[]): { median: number; p95: number } {
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const medianP95 = (times: number[]) => {
  const { median, p95 } = stats(times);
  return `median ${ms(median)}, p95 ${ms(p95)}`;
};

/** A latency with its spread over the samples: where the middle is, how long the tail, and the extremes. */
export const latencySpread = (times: readonly number[]) =>
  `p50 ${ms(percentile(times, 0.5))}, p90 ${ms(percentile(times, 0.9))}, p95 ${ms(percentile(times, 0.95))} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))})`;

/** The rows as a Markdown table. */
export const markdownTable = (rows: readonly Row[]) =>
  ['| figure | value | note |', '| --- | --- | --- |', ...rows.map((row) => `| ${row.figure} | ${row.value} | ${row.note} |`)].join('\n');
