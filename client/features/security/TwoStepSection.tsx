import { useEffect, useRef, useState } from 'react';
import type { TotpSetup } from '../../../worker/features/security/factors.schemas';
import { RecoveryCodesPanel } from '../../components/second-factor/RecoveryCodesPanel';
import { TotpSetupPanel } from '../../components/second-factor/TotpSetupPanel';
import LoadProblem from '../../components/LoadProblem';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { formatDay } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { problemOf, replyText } from '../../lib/server-errors';
import { defaultTimeZone, zonedMoment } from '../../lib/zoned-time';
import { m } from '../../paraglide/messages';
import { RemoveTotpForm } from './RemoveTotpForm';
import { RequiredSwitch } from './RequiredSwitch';
import { useSecondFactors } from './security-api';

/** What the section shows under its status: nothing more, the app being set up, new recovery codes, or the turn-off form. */
type Panel = { kind: 'none' } | { kind: 'setup'; setup?: TotpSetup; problem?: string } | { kind: 'codes'; codes: string[] } | { kind: 'remove' };

/**
 * /account/security's two-step sign-in: on since when or off, the authenticator app set up (QR code, key, first code,
 * then the recovery codes), new recovery codes, turning it off with a code, and a company's rule to always ask.
 */
export function TwoStepSection() {
  const calls = useSecondFactors();
  const { factors, startTotp, confirmTotp, newRecoveryCodes } = calls;
  const toast = useToast();
  const locale = useLocale();
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);

  // A panel closed (done or cancelled): focus back at the section's top rather than lost with the panel.
  useEffect(() => {
    if (panel.kind !== 'none') opened.current = true;
    else if (opened.current) heading.current?.focus();
  }, [panel.kind]);

  const status = factors.data;
  const close = () => setPanel({ kind: 'none' });
  const showError = (error: unknown) => toast.show('error', problemOf(error).text);

  const beginSetup = () => {
    setPanel({ kind: 'setup' });
    startTotp.mutate(undefined, {
      onSuccess: ({ secret, otpauth_url }) => setPanel({ kind: 'setup', setup: { secret, otpauth_url } }),
      onError: (error) => setPanel({ kind: 'setup', problem: problemOf(error).text }),
    });
  };
  const makeNewCodes = () =>
    newRecoveryCodes.mutate(undefined, {
      onSuccess: ({ code, recovery_codes }) => {
        toast.show('success', replyText(code) ?? '');
        setPanel({ kind: 'codes', codes: recovery_codes });
      },
      onError: showError,
    });

  const on = Boolean(status?.totp_confirmed_at);
  const idle = panel.kind === 'none';
  return (
    <section aria-labelledby="two-step-title" className="flex flex-col gap-3" data-testid="two-step">
      <h2 id="two-step-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {m.security_second_step_title()}
      </h2>
      <p className="text-sm text-slate-700">{m.security_second_step_intro()}</p>
      {factors.isPending ? (
        <Spinner label={m.loading()} />
      ) : !status ? (
        <LoadProblem error={factors.error} onRetry={() => void factors.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="two-step-status">
            <p className={`font-semibold ${on ? 'text-emerald-800' : 'text-slate-900'}`}>
              {status.totp_confirmed_at
                ? m.security_totp_on({ when: formatDay(zonedMoment(status.totp_confirmed_at, defaultTimeZone).date, locale) })
                : m.security_totp_off()}
            </p>
            {on && <p className="text-slate-700">{m.security_recovery_left({ count: status.recovery_codes_left })}</p>}
            {status.passkeys > 0 && <p className="text-slate-700">{m.security_passkeys_on({ count: status.passkeys })}</p>}
            {status.required && status.passkeys === 0 && (
              <p className="text-slate-700">{status.can_require ? m.error_second_factor_needed() : m.security_required_always()}</p>
            )}
          </div>
          {idle && (
            <div className="flex flex-wrap gap-2">
              {!on && <Button onClick={beginSetup}>{m.security_totp_set_up()}</Button>}
              {on && (
                <Button variant="secondary" busy={newRecoveryCodes.isPending} onClick={makeNewCodes}>
                  {m.security_recovery_new()}
                </Button>
              )}
              {on && (!status.required || status.passkeys > 0) && (
                <Button variant="secondary" onClick={() => setPanel({ kind: 'remove' })}>
                  {m.security_totp_remove()}
                </Button>
              )}
            </div>
          )}
          {panel.kind === 'setup' && (
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <TotpSetupPanel
                setup={panel.setup}
                loadProblem={panel.problem}
                title={m.security_totp_set_up()}
                headingLevel={3}
                submitLabel={m.security_totp_confirm()}
                busy={confirmTotp.isPending}
                onConfirm={async (code) => {
                  const reply = await confirmTotp.mutateAsync({ code });
                  toast.show('success', replyText(reply.code) ?? '');
                  setPanel({ kind: 'codes', codes: reply.recovery_codes });
                }}
                otherActions={
                  <Button variant="secondary" onClick={close}>
                    {m.button_cancel()}
                  </Button>
                }
              />
            </div>
          )}
          {panel.kind === 'codes' && (
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <RecoveryCodesPanel codes={panel.codes} headingLevel={3} onDone={close} />
            </div>
          )}
          {panel.kind === 'remove' && <RemoveTotpForm removeTotp={calls.removeTotp} onDone={close} />}
          {status.can_require && <RequiredSwitch required={status.required} setRequired={calls.setRequired} />}
        </>
      )}
    </section>
  );
}
