import { useEffect, useRef, useState } from 'react';
import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import type { TotpSetup } from '../../../worker/features/security/factors.schemas';
import { Button } from '../ui/Button';
import { problemOf, type ServerProblem } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { PasskeyStepButton } from './PasskeyStepButton';
import { ProofForm } from './ProofForm';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { type PendingSignIn, pendingSignInOver, useSecondStepCalls } from './sign-in-steps';
import { type HeadingLevel, StepHeading } from './StepHeading';
import { TotpSetupPanel } from './TotpSetupPanel';

export interface SignInSecondStepProps {
  pending: PendingSignIn;
  headingLevel: HeadingLevel;
  /** Signed in (and the recovery codes put away): the caller goes on as after any sign-in. */
  onSignedIn: (user: PublicUser) => Promise<void> | void;
  /** Back to the password: the person asked, or the pending sign-in is over (its problem to show). */
  onRestart: (problem: ServerProblem | null) => void;
  /** The session exists from here on (the recovery codes are still to be put away). */
  onSessionStarted?: () => void;
  /** Every refusal, as it comes (a wrong code counts as a wrong password: the next password needs the robot check). */
  onRefused?: (problem: ServerProblem) => void;
}

/**
 * What follows the password when the account has a second step: its code (or a recovery code), or, for an account
 * that must have one and has none (an admin's first sign-in), setting the app up and keeping the recovery codes.
 */
export function SignInSecondStep(props: SignInSecondStepProps) {
  return props.pending.kind === 'code' ? <CodeStep {...props} /> : <SetupStep {...props} />;
}

/** A problem that ends the pending sign-in sends the person back to the password with it. */
function restartOn({ onRestart, onRefused }: Pick<SignInSecondStepProps, 'onRestart' | 'onRefused'>) {
  return (problem: ServerProblem) => {
    onRefused?.(problem);
    if (!pendingSignInOver.has(problem.code)) return false;
    onRestart(problem);
    return true;
  };
}

function BackButton({ onRestart }: Pick<SignInSecondStepProps, 'onRestart'>) {
  return (
    <Button variant="secondary" onClick={() => onRestart(null)}>
      {m.second_step_back()}
    </Button>
  );
}

function CodeStep({ pending, headingLevel, onSignedIn, onRestart, onRefused }: SignInSecondStepProps) {
  const { finish } = useSecondStepCalls();
  const factors = pending.kind === 'code' ? pending.factors : [];
  const withApp = factors.includes('totp');
  const withCode = withApp || factors.includes('recovery_code');
  return (
    <div className="flex flex-col gap-4" data-testid="second-step">
      <StepHeading level={headingLevel}>{m.second_step_title()}</StepHeading>
      {factors.includes('passkey') && (
        <PasskeyStepButton pendingToken={pending.token} onSignedIn={onSignedIn} onProblem={restartOn({ onRestart, onRefused })} />
      )}
      {!withCode && <BackButton onRestart={onRestart} />}
      {withCode && (
        <ProofForm
          appIntro={m.second_step_intro()}
          recoveryIntro={m.second_step_recovery_intro()}
          submitLabel={m.second_step_submit()}
          busy={finish.isPending}
          withApp={withApp}
          focusField
          onSubmit={async (proof) => onSignedIn((await finish.mutateAsync({ pending_token: pending.token, ...proof })).user)}
          onProblem={restartOn({ onRestart, onRefused })}
          otherActions={<BackButton onRestart={onRestart} />}
        />
      )}
    </div>
  );
}

function SetupStep({ pending, headingLevel, onSignedIn, onRestart, onSessionStarted, onRefused }: SignInSecondStepProps) {
  const { setup, finish } = useSecondStepCalls();
  const [secret, setSecret] = useState<TotpSetup>();
  const [loadProblem, setLoadProblem] = useState<string>();
  const [signedIn, setSignedIn] = useState<{ user: PublicUser; codes: string[] }>();
  const [finishing, setFinishing] = useState(false);
  const asked = useRef(false);

  // One secret per pending sign-in: asking twice would replace the one on the screen.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    setup.mutate(
      { pending_token: pending.token },
      {
        onSuccess: ({ secret: text, otpauth_url }) => setSecret({ secret: text, otpauth_url }),
        onError: (error) => {
          const problem = problemOf(error);
          if (!restartOn({ onRestart, onRefused })(problem)) setLoadProblem(problem.text);
        },
      },
    );
  }, [setup, pending.token, onRestart, onRefused]);

  if (signedIn) {
    return (
      <RecoveryCodesPanel
        codes={signedIn.codes}
        headingLevel={headingLevel}
        doneBusy={finishing}
        onDone={() => {
          setFinishing(true);
          void Promise.resolve(onSignedIn(signedIn.user)).finally(() => setFinishing(false));
        }}
      />
    );
  }
  return (
    <TotpSetupPanel
      setup={secret}
      loadProblem={loadProblem}
      title={m.second_step_setup_title()}
      intro={m.second_step_setup_intro()}
      headingLevel={headingLevel}
      submitLabel={m.second_step_continue()}
      busy={finish.isPending}
      onConfirm={async (code) => {
        const reply = await finish.mutateAsync({ pending_token: pending.token, code });
        if (!reply.recovery_codes?.length) return onSignedIn(reply.user);
        onSessionStarted?.();
        setSignedIn({ user: reply.user, codes: reply.recovery_codes });
      }}
      onProblem={restartOn({ onRestart, onRefused })}
      otherActions={<BackButton onRestart={onRestart} />}
    />
  );
}
