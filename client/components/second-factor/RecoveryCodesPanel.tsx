import { useId } from 'react';
import { Button } from '../ui/Button';
import { m } from '../../paraglide/messages';
import { downloadText, useCopyText } from './copy-text';
import { type HeadingLevel, StepHeading } from './StepHeading';

/** What a copy or the downloaded file holds: the title, what the codes are for, one code a line. */
const codesText = (codes: string[]) => [m.security_recovery_title(), m.security_recovery_intro(), '', ...codes, ''].join('\n');

export interface RecoveryCodesPanelProps {
  codes: string[];
  headingLevel: HeadingLevel;
  /** "I have saved them": the codes are not shown again. */
  onDone: () => void;
  doneBusy?: boolean;
}

/** The ten recovery codes, shown once: copied, downloaded as a text file, or written down, then put away. */
export function RecoveryCodesPanel({ codes, headingLevel, onDone, doneBusy = false }: RecoveryCodesPanelProps) {
  const copy = useCopyText();
  const titleId = useId();
  return (
    <section className="flex flex-col gap-4" data-testid="recovery-codes" aria-labelledby={titleId}>
      <StepHeading level={headingLevel} id={titleId} focusOnMount>
        {m.security_recovery_title()}
      </StepHeading>
      <p className="text-sm text-slate-700">{m.security_recovery_intro()}</p>
      <ol dir="ltr" className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg bg-slate-100 px-4 py-3 font-mono text-base text-slate-900 min-[360px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy(codesText(codes))}>
          {m.security_recovery_copy()}
        </Button>
        <Button variant="secondary" onClick={() => downloadText('kar-recovery-codes.txt', codesText(codes))}>
          {m.security_recovery_download()}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone} busy={doneBusy}>
          {m.security_recovery_saved()}
        </Button>
      </div>
    </section>
  );
}
