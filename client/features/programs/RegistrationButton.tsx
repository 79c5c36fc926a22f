import type { ProgramView } from '../../../worker/features/programs/programs.schemas';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../../lib/auth-modals';
import { useSession } from '../../lib/session';
import { useRegistration } from './programs-api';

/**
 * Register or cancel, for a signed-in seeker; a visitor is asked to sign in; companies and admins see nothing. A
 * seat can be given back until the item starts; once registration has closed only those holding a seat see a button.
 */
export function RegistrationButton({ item }: { item: ProgramView }) {
  const { user } = useSession();
  const { register, cancel, busy } = useRegistration(item.kind);
  const started = new Date(item.starts_at) <= new Date();
  if (!user) {
    if (!item.registration_open) return null;
    return (
      <Button variant="secondary" data-auth-opener="login" onClick={() => openAuthModal({ name: 'login', type: 'account' })}>
        {m.pe_sign_in_to_register()}
      </Button>
    );
  }
  if (user.type !== 'account') return null;
  if (item.registered) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900" data-testid="registered-badge">
          {m.pe_registered()}
        </p>
        {!started && (
          <Button variant="secondary" busy={cancel.isPending} disabled={busy} onClick={() => cancel.mutate({ kind: item.kind, id: item.id })}>
            {m.pe_cancel_registration()}
          </Button>
        )}
      </div>
    );
  }
  if (!item.registration_open) {
    return <p className="text-sm font-semibold text-slate-700">{item.seats_left === 0 ? m.pe_full() : m.pe_registration_closed()}</p>;
  }
  return (
    <Button busy={register.isPending} disabled={busy} onClick={() => register.mutate({ kind: item.kind, id: item.id })}>
      {m.pe_register()}
    </Button>
  );
}
