import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { m } from '../../paraglide/messages';
import { usePasskeySignIn } from './passkey-sign-in';
import { PasskeyCeremonyButton } from './PasskeyCeremonyButton';

/** "Sign in with a passkey": no e-mail or password typed; the device's screen lock is the proof. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (user: PublicUser) => Promise<void> | void }) {
  const { signInAlone } = usePasskeySignIn();
  return (
    <PasskeyCeremonyButton busy={signInAlone.isPending} run={async () => onSignedIn((await signInAlone.mutateAsync()).user)}>
      {m.passkey_sign_in()}
    </PasskeyCeremonyButton>
  );
}
