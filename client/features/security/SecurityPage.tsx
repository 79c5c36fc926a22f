import type { AccountSession } from '../../../worker/features/security/security.schemas';
import { ListStates } from '../../components/ListStates';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { formatRelativeTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { problemOf, replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { deviceName, placeName } from './device-name';
import { useDevices } from './security-api';
import { PasskeysSection } from './PasskeysSection';
import { type PasswordFormSlot, SignInDetailsSection } from './SignInDetailsSection';
import { TwoStepSection } from './TwoStepSection';

function DeviceIcon({ mobile }: { mobile: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 text-slate-600" fill="none" stroke="currentColor" strokeWidth="1.8">
      {mobile ? <rect x="7" y="2.5" width="10" height="19" rx="2" /> : <path d="M3 5.5h18v11H3zM1.5 19.5h21" />}
    </svg>
  );
}

function DeviceRow({ session, onSignOut, busy }: { session: AccountSession; onSignOut: () => void; busy: boolean }) {
  const locale = useLocale();
  const name = deviceName(session.device);
  const place = placeName(session, locale);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="device-row">
      <DeviceIcon mobile={session.device.mobile} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>{name}</span>
          <span className="sr-only">{`(${session.device.mobile ? m.security_phone() : m.security_computer()})`}</span>
          {session.current && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{m.security_this_device()}</span>}
        </p>
        {place && <p className="text-sm text-slate-700">{place}</p>}
        <p className="text-xs text-slate-600">
          <time dateTime={session.last_seen_at}>{m.security_last_seen({ when: formatRelativeTime(session.last_seen_at, locale) })}</time>
          {' · '}
          <time dateTime={session.signed_in_at}>{m.security_signed_in_at({ when: formatRelativeTime(session.signed_in_at, locale) })}</time>
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" busy={busy} onClick={onSignOut} aria-label={m.security_sign_out_device_label({ device: name })}>
          {m.security_sign_out_device()}
        </Button>
      )}
    </li>
  );
}

/**
 * /account/security: how the person signs in (SignInDetailsSection: e-mail, mobile number, password), passkeys (PasskeysSection), two-step sign-in (TwoStepSection), and the devices signed in to the account, each signed out
 * with one tap, or all but this one.
 */
export function SecurityPage({ passwordForm }: { passwordForm: PasswordFormSlot }) {
  const { sessions, endOne, endOthers } = useDevices();
  const toast = useToast();
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  const thisDevice = list.find((session) => session.current);
  const answered = {
    onSuccess: ({ code }: { code: string }) => toast.show('success', replyText(code) ?? ''),
    onError: (error: unknown) => toast.show('error', problemOf(error).text),
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{m.security_title()}</h1>
      <SignInDetailsSection passwordForm={passwordForm} />
      <PasskeysSection suggestedName={thisDevice ? deviceName(thisDevice.device) : m.security_passkeys_title()} />
      <TwoStepSection />
      <section aria-labelledby="devices-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="devices-title" className="text-lg font-bold">
            {m.security_devices_title()}
          </h2>
          {others.length > 0 && (
            <Button variant="secondary" busy={endOthers.isPending} onClick={() => endOthers.mutate(undefined, answered)}>
              {m.security_sign_out_others()}
            </Button>
          )}
        </div>
        <p className="text-sm text-slate-700">{m.security_devices_intro()}</p>
        <ListStates query={sessions} empty={list.length === 0} emptyText={m.security_no_other_devices()}>
          <ul className="flex flex-col gap-2">
            {list.map((session) => (
              <DeviceRow
                key={session.id}
                session={session}
                busy={endOne.isPending && endOne.variables.id === session.id}
                onSignOut={() => endOne.mutate({ id: session.id }, answered)}
              />
            ))}
          </ul>
          {others.length === 0 && <p className="text-sm text-slate-600">{m.security_no_other_devices()}</p>}
        </ListStates>
      </section>
    </div>
  );
}
