import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { Dialog } from '../../components/ui/Dialog';
import { m } from '../../paraglide/messages';

interface ShareTarget {
  app: 'whatsapp' | 'telegram' | 'viber';
  label: string;
  href: string;
  /** The app's own colour, as a mark beside its name (a whole class, for Tailwind to find). */
  mark: string;
}

/**
 * Each app's documented share link: WhatsApp's click-to-chat (`wa.me/?text=`), Telegram's share URL, and Viber's
 * `viber://forward`, which opens the app where it is installed (a phone, Viber's desktop app).
 */
function shareTargets(url: string, text: string): ShareTarget[] {
  const encoded = (value: string) => encodeURIComponent(value);
  return [
    { app: 'whatsapp', label: m.share_whatsapp(), href: `https://wa.me/?text=${encoded(`${text}\n${url}`)}`, mark: 'bg-[#25d366]' },
    { app: 'telegram', label: m.share_telegram(), href: `https://t.me/share/url?url=${encoded(url)}&text=${encoded(text)}`, mark: 'bg-[#229ed9]' },
    { app: 'viber', label: m.share_viber(), href: `viber://forward?text=${encoded(`${text}\n${url}`)}`, mark: 'bg-[#7360f2]' },
  ];
}

/**
 * The job's plain address (its own language, which its preview and share card are in), with "title at company" as
 * the message; each link opens the app, the web ones in a new tab.
 */
export default function ShareInAppsDialog({ job, onClose }: { job: PublicJob; onClose: () => void }) {
  const url = new URL(`/jobs/${job.id}`, window.location.origin).href;
  const targets = shareTargets(url, m.page_job_at({ title: job.title, company: job.company.name }));
  return (
    <Dialog open onClose={onClose} title={m.share_job_title()}>
      <ul className="flex flex-col gap-2" data-testid="share-in-apps-links">
        {targets.map((target) => (
          <li key={target.app}>
            <a
              href={target.href}
              {...(target.href.startsWith('https:') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={onClose}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              data-testid={`share-${target.app}`}
            >
              <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${target.mark}`} />
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
