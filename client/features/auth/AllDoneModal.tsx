import { Button } from '../../components/ui/Button';
import { AuthDialog } from './AuthStep';
import { m } from '../../paraglide/messages';
import { closeAuthModal, openAuthModal } from '../../lib/auth-modals';

/** Step 4 of the forgot-password flow. */
export function AllDoneModal({ open }: { open: boolean }) {
  return (
    <AuthDialog open={open} onClose={closeAuthModal} title={m.forgot_all_done()}>
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="text-slate-700">{m.forgot_all_done_text()}</p>
        <Button data-auth-opener="login" onClick={() => openAuthModal({ name: 'login', type: 'account' })}>
          {m.nav_login()}
        </Button>
      </div>
    </AuthDialog>
  );
}
