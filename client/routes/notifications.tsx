import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/notifications/NotificationsPage';
import { NoticeChannelsSection } from '../features/push/NoticeChannelsSection';
import { PushSection } from '../features/push/PushSection';
import { TelegramLinkSection } from '../features/telegram/TelegramLinkSection';
import { useSession } from '../lib/session';
import { memberPagesOnly } from '../lib/route-guards';
import { usePageTitle } from '../lib/page-titles';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/notifications')({
  beforeLoad: memberPagesOnly,
  component: NotificationsPageRoute,
});

function NotificationsPageRoute() {
  usePageTitle(m.nt_title);
  const { user } = useSession();
  // Companies read their notifications here too, and choose how they reach them; linking Telegram is for job seekers
  // (issue 28).
  return (
    <div className="flex flex-col gap-6">
      <NotificationsPage />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {/* The channels first (this phone, Telegram), then what goes by which: the choices below name them. */}
        <PushSection />
        {user?.type === 'account' && <TelegramLinkSection />}
        <NoticeChannelsSection />
      </div>
    </div>
  );
}
