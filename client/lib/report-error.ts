/**
 * Reports a part of a page that failed to render to the server's log (POST /api/v1/client-errors).
 * Only the error, where it happened and the path are sent: never a query string (a reset link's token lives there)
 * or anything typed. A page that keeps failing stops reporting after a few: the server throttles too.
 */
const maxReportsPerPageView = 5;
const limits = { message: 500, where: 100, path: 300, stack: 4000 };
let reported = 0;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function reportClientError(error: unknown, where: string): void {
  if (reported >= maxReportsPerPageView) return;
  reported += 1;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && error.stack ? clip(error.stack, limits.stack) : undefined;
  const body = JSON.stringify({
    message: clip(message || 'Error', limits.message),
    where: clip(where, limits.where),
    path: clip(window.location.pathname, limits.path),
    stack,
  });
  // keepalive: the report still goes when the person leaves or reloads the broken page at once.
  void fetch('/api/v1/client-errors', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}
