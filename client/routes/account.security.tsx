import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../features/auth/ChangePasswordForm';
import { SecurityPage } from '../features/security/SecurityPage';
import { usePageTitle } from '../lib/page-titles';
import { signedInPagesOnly } from '../lib/route-guards';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/account/security')({
  beforeLoad: signedInPagesOnly,
  component: SecurityPageRoute,
});

function SecurityPageRoute() {
  usePageTitle(m.security_title);
  return <SecurityPage passwordForm={(signInName) => <ChangePasswordForm email={signInName} />} />;
}
