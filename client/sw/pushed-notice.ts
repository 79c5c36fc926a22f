// What the service worker reads from a push and where a tapped notification leads (client/sw/push.ts), apart from the
// worker's events so that unit tests read it too.

/** What a push carries (worker/features/push/push.schemas.ts `PushNoticePayload`), as the worker reads it. */
export interface PushedNotice {
  title: string;
  body: string;
  /** A path of Kar's own. */
  url: string;
  tag: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

const fallbackPath = '/notifications';

const text = (value: unknown, limit: number) => (typeof value === 'string' ? value.slice(0, limit) : '');

/**
 * The notice in a push, checked field by field. Anything unreadable still shows a notification (a push the browser
 * was promised to show, `userVisibleOnly`), one that opens the bell's page.
 */
export function pushedNoticeOf(data: unknown): PushedNotice {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const dir = fields.dir === 'rtl' ? 'rtl' : 'ltr';
  return {
    title: text(fields.title, 200) || 'Kar',
    body: text(fields.body, 500),
    url: text(fields.url, 500) || fallbackPath,
    tag: text(fields.tag, 64),
    lang: text(fields.lang, 8),
    dir,
  };
}

/** The page to open: only a path on Kar's own origin; anything else opens the bell's page. */
export function pageToOpen(url: unknown, origin: string): string {
  try {
    const page = new URL(typeof url === 'string' ? url : fallbackPath, origin);
    if (page.origin === origin) return page.href;
  } catch {
    // Not a URL at all: the bell's page below.
  }
  return new URL(fallbackPath, origin).href;
}
