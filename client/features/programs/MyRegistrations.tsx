import { Link } from '@tanstack/react-router';
import type { RegistrationView } from '../../../worker/features/programs/programs.schemas';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { directionOf, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { useSession } from '../../lib/session';
import { secondaryLinkClass } from '../../components/ui/link-styles';
import { categoryLabel, whenText } from './program-format';
import { useMyRegistrations } from './programs-api';
import { RegistrationButton } from './RegistrationButton';

/** The dashboard's section: the seeker's seats at programs and events, upcoming first, then the ones that ended. */
export function MyRegistrations() {
  const { user } = useSession();
  const isSeeker = user?.type === 'account';
  const events = useMyRegistrations('event', isSeeker);
  const programs = useMyRegistrations('program', isSeeker);
  if (!isSeeker) return null;
  const now = Date.now();
  const all = [...(events.data ?? []), ...(programs.data ?? [])].sort((a, b) => Date.parse(a.item.starts_at) - Date.parse(b.item.starts_at));
  const upcoming = all.filter((registration) => Date.parse(registration.item.ends_at) > now);
  const past = all.filter((registration) => Date.parse(registration.item.ends_at) <= now).reverse();
  return (
    <section aria-labelledby="my-registrations-title" className="flex flex-col gap-3" data-testid="my-registrations">
      <h2 id="my-registrations-title" className="text-lg font-semibold">
        {m.pe_my_registrations()}
      </h2>
      {events.isPending || programs.isPending ? (
        <Spinner label={m.loading()} />
      ) : all.length === 0 ? (
        <EmptyState
          title={m.pe_my_registrations_empty()}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Link to="/events" className={secondaryLinkClass}>
                {m.pe_events_title()}
              </Link>
              <Link to="/programs" className={secondaryLinkClass}>
                {m.pe_programs_title()}
              </Link>
            </div>
          }
        />
      ) : (
        <>
          <RegistrationList registrations={upcoming} />
          {past.length > 0 && (
            <details className="rounded-xl border border-slate-200 bg-white p-3">
              <summary className="cursor-pointer text-sm font-semibold text-slate-800">{m.pe_past_registrations({ count: past.length })}</summary>
              <RegistrationList registrations={past} />
            </details>
          )}
        </>
      )}
    </section>
  );
}

function RegistrationList({ registrations }: { registrations: RegistrationView[] }) {
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-2">
      {registrations.map(({ id, item }) => (
        <li key={id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-xs font-semibold text-brand-800">{categoryLabel[item.category]()}</p>
            <Link
              to={item.kind === 'event' ? '/events/$id' : '/programs/$id'}
              params={{ id: String(item.id) }}
              className="font-semibold text-brand-800 hover:underline"
              lang={item.language}
              dir={directionOf(item.language)}
            >
              {item.title}
            </Link>
            <p className="text-sm text-slate-700">{whenText(item.starts_at, item.ends_at, locale)}</p>
          </div>
          <RegistrationButton item={item} />
        </li>
      ))}
    </ul>
  );
}
