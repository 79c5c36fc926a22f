import { ProofForm } from '../../components/second-factor/ProofForm';
import { StepHeading } from '../../components/second-factor/StepHeading';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import type { useSecondFactors } from './security-api';

type Calls = ReturnType<typeof useSecondFactors>;

/** Turning the app off asks for a code from it or a recovery code: an open laptop alone cannot do it. */
export function RemoveTotpForm({ removeTotp, onDone }: { removeTotp: Calls['removeTotp']; onDone: () => void }) {
  const toast = useToast();
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="totp-remove">
      <StepHeading level={3}>{m.security_totp_remove()}</StepHeading>
      <ProofForm
        appIntro={m.security_totp_remove_intro()}
        recoveryIntro={m.second_step_recovery_intro()}
        submitLabel={m.security_totp_remove()}
        busy={removeTotp.isPending}
        focusField
        onSubmit={async (proof) => {
          const { code } = await removeTotp.mutateAsync(proof);
          toast.show('success', replyText(code) ?? '');
          onDone();
        }}
        otherActions={
          <Button variant="secondary" onClick={onDone}>
            {m.button_cancel()}
          </Button>
        }
      />
    </div>
  );
}
