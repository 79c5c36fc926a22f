import { useMutation } from '@tanstack/react-query';
import { signWithPasskey } from '../../lib/passkeys';
import { useTRPC } from '../../lib/trpc';

/**
 * Signing in with a passkey: alone (any of the site's passkeys, no e-mail typed), or as the second step of a pending
 * sign-in. Each is one call for the challenge, the device's prompt, and one call that signs in.
 */
export function usePasskeySignIn() {
  const trpc = useTRPC();
  const aloneOptions = useMutation(trpc.auth.passkeyOptions.mutationOptions());
  const alone = useMutation(trpc.auth.passkeySignIn.mutationOptions());
  const stepOptions = useMutation(trpc.auth.secondStepPasskeyOptions.mutationOptions());
  const finish = useMutation(trpc.auth.finishSecondStep.mutationOptions());

  const signInAlone = useMutation({
    mutationFn: async () => {
      const { options } = await aloneOptions.mutateAsync();
      return alone.mutateAsync({ credential: await signWithPasskey(options) });
    },
  });
  const secondStep = useMutation({
    mutationFn: async (pendingToken: string) => {
      const { options } = await stepOptions.mutateAsync({ pending_token: pendingToken });
      return finish.mutateAsync({ pending_token: pendingToken, webauthn: await signWithPasskey(options) });
    },
  });
  return { signInAlone, secondStep };
}
