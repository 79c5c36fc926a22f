import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import type { ServerProblem } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { usePasskeySignIn } from './passkey-sign-in';
import { PasskeyCeremonyButton } from './PasskeyCeremonyButton';

/** The second step with one of the account's passkeys, offered first when it has one. */
export function PasskeyStepButton({
  pendingToken,
  onSignedIn,
  onProblem,
}: {
  pendingToken: string;
  onSignedIn: (user: PublicUser) => Promise<void> | void;
  onProblem: (problem: ServerProblem) => boolean;
}) {
  const { secondStep } = usePasskeySignIn();
  return (
    <PasskeyCeremonyButton
      variant="primary"
      busy={secondStep.isPending}
      onProblem={onProblem}
      run={async () => onSignedIn((await secondStep.mutateAsync(pendingToken)).user)}
    >
      {m.passkey_second_step()}
    </PasskeyCeremonyButton>
  );
}
