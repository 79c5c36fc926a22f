/**
 * pdf.js as the import uses it. The type is pdfjs-dist's own; the module is handed in (Node tests pass
 * `pdfjs-dist/legacy/build/pdf.mjs`) or, in the browser, loaded here from Kar's own bundle: pdf.js's legacy build,
 * whose worker is a file of the build (Vite's `?url`), never a CDN (docs/decisions/0017). The legacy build because the
 * modern one calls `Map.prototype.getOrInsertComputed` and `Math.sumPrecise` unguarded, which the browsers Kar
 * supports do not all have; the legacy build brings them.
 */
// Only the URL of the worker's file (Vite copies it into the build); it loads when pdf.js starts its worker.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

export type PdfJsModule = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfWorker = InstanceType<PdfJsModule['PDFWorker']>;

let loading: Promise<PdfJsModule> | undefined;
let shared: { port: Worker; worker?: PdfWorker } | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** How long pdf.js's worker is kept after a read: starting it costs more than the rest of a CV's read. */
const workerIdleMs = 60_000;

/** The bundled pdf.js; loaded once, on the first PDF. */
function loadBrowserPdfJs(): Promise<PdfJsModule> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  loading.catch(() => {
    // A failed chunk load (offline for a moment) may be retried by the next import.
    loading = undefined;
  });
  return loading;
}

/** Ends the shared worker (after a read that ran out of time, it may be stuck on that file). */
export function endBrowserPdfWorker(): void {
  clearTimeout(idleTimer);
  shared?.worker?.destroy();
  shared?.port.terminate();
  shared = undefined;
}

/**
 * pdf.js and one worker shared by the reads of a visit: a fresh worker per file spent 0.6 to 1.5 s starting, the read
 * itself a tenth of that (docs/decisions/0017-cv-import-extraction.notebook.md). The worker's script starts loading
 * (on its own thread) while pdf.js itself loads. `release` is called when a read ends: the worker is ended after a
 * minute without reads.
 */
export async function browserPdfJs(): Promise<{ pdfjs: PdfJsModule; worker: PdfWorker; release: () => void }> {
  clearTimeout(idleTimer);
  shared ??= { port: new Worker(workerUrl, { type: 'module' }) };
  const current = shared;
  const pdfjs = await loadBrowserPdfJs();
  current.worker ??= pdfjs.PDFWorker.create({ port: current.port });
  return {
    pdfjs,
    worker: current.worker,
    release: () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(endBrowserPdfWorker, workerIdleMs);
    },
  };
}
