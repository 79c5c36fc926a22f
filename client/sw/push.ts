// Notices pushed by Kar (issue 28; worker/features/push/notice-push.service.ts): shown as the phone's notifications in
// the reader's language, and opened in Kar when tapped.
import { type PushedNotice, pageToOpen, pushedNoticeOf } from './pushed-notice';

function readPush(event: PushEvent): PushedNotice {
  try {
    return pushedNoticeOf(event.data?.json());
  } catch {
    return pushedNoticeOf(null);
  }
}

/** A Kar tab already on the page is brought forward; else any Kar tab goes there; else a new one opens. */
async function focusOrOpen(scope: ServiceWorkerGlobalScope, href: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === href);
  if (same) {
    await same.focus();
    return;
  }
  const kar = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (kar) {
    const focused = await kar.focus();
    // navigate() works only for a tab this worker controls; another is focused as it is.
    await focused.navigate(href).catch(() => undefined);
    return;
  }
  await scope.clients.openWindow(href);
}

export function listenForPushes(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event: PushEvent) => {
    const notice = readPush(event);
    event.waitUntil(
      scope.registration.showNotification(notice.title, {
        body: notice.body,
        lang: notice.lang,
        dir: notice.dir,
        icon: '/icons/icon-192.png',
        data: { url: notice.url },
        ...(notice.tag ? { tag: notice.tag } : {}),
      }),
    );
  });

  scope.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const { url } = (event.notification.data ?? {}) as { url?: unknown };
    event.waitUntil(focusOrOpen(scope, pageToOpen(url, scope.location.origin)));
  });
}

/**
 * Ends this browser's push subscription at a logout, so that one person's notices never show on a shared phone for
 * the next. The server's copy is answered `gone` at its next push and deleted then.
 */
export async function dropPushSubscription(scope: ServiceWorkerGlobalScope): Promise<void> {
  const subscription = await scope.registration.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
