import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../../lib/auth-modals';

/** What a visitor sees on the job seeker's own pages before logging in. */
export function SignedOutPrompt() {
  return (
    <EmptyState
      title={m.cv_login_title()}
      description={m.cv_login_text()}
      action={
        <Button data-auth-opener="login" onClick={() => openAuthModal({ name: 'login', type: 'account' })}>
          {m.nav_login()}
        </Button>
      }
    />
  );
}
