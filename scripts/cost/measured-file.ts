/**
 * Reads scripts/cost/measured-actions.json (written by `BENCH_PARTS=budgets npm run bench`) and checks its shape, so
 * a renamed figure or a missing action stops `npm run cost` with a message instead of pricing NaN.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { MeasuredAction } from './measured-action.ts';
import { modelledActions } from './usage-model.ts';

export const measuredFilePath = resolve(import.meta.dirname, 'measured-actions.json');

const count = z.number().finite().nonnegative();
const measuredActionSchema = z.object({
  requests: count,
  d1_statements: count,
  d1_rows_read: count,
  d1_rows_written: count,
  r2_class_a: count,
  r2_class_b: count,
  queue_messages: count,
  mails: count,
  cpu_ms: count,
}) satisfies z.ZodType<MeasuredAction>;

export const measuredFileSchema = z
  .object({ measured_at: z.string(), source: z.string(), actions: z.record(z.string(), measuredActionSchema) })
  .superRefine((file, context) => {
    for (const name of modelledActions) {
      if (!(name in file.actions))
        context.addIssue({ code: 'custom', path: ['actions', name], message: `no "${name}": run BENCH_PARTS=budgets npm run bench` });
    }
  });
export type MeasuredFile = z.infer<typeof measuredFileSchema>;

export function readMeasuredFile(path = measuredFilePath): MeasuredFile {
  const parsed = measuredFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
