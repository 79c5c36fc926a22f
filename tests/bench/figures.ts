/** What every bench file reports, and how figures are written. */
export interface Row {
  figure: string;
  value: string;
  note: string;
}

/** Median and 95th percentile (nearest rank). */
export function stats(times: number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const medianP95 = (times: number[]) => {
  const { median, p95 } = stats(times);
  return `median ${ms(median)}, p95 ${ms(p95)}`;
};

/** The rows as a Markdown table. */
export const markdownTable = (rows: readonly Row[]) =>
  ['| figure | value | note |', '| --- | --- | --- |', ...rows.map((row) => `| ${row.figure} | ${row.value} | ${row.note} |`)].join('\n');
