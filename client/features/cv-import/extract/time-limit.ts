import { CvFileError } from './errors';

/** How long a whole read may take before it is given up as unreadable (a hostile or broken file must not hang). */
export const readTimeLimitMs = 30_000;

/**
 * The work's result, or `unreadable` once `ms` have passed; `onTimeout` then stops the work (pdf.js's loading task
 * is destroyed, which ends its worker). The timer never outlives the work.
 */
export async function withTimeLimit<T>(work: Promise<T>, ms: number, onTimeout?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new CvFileError('unreadable', { cause: new Error(`no result after ${ms} ms`) }));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
