import { translate } from '../../http/i18n';
import type { Locale, MailMessage } from '../../ports';
import type { ApplicationStage } from '../applications/applications.schemas';
import { letter } from '../../http/letter';

/** The moves a seeker is told of by e-mail (issue 13); the others (screening, shortlisted) stay on their timeline. */
export const mailedStages = ['interview', 'offer', 'hired', 'rejected'] as const satisfies readonly ApplicationStage[];
export type MailedStage = (typeof mailedStages)[number];

export const isMailedStage = (stage: ApplicationStage): stage is MailedStage => (mailedStages as readonly ApplicationStage[]).includes(stage);

/** A stage move told to the seeker in their own language; "not selected" names no reason (the reasons are private). */
export function stageMail(to: string, locale: Locale, stage: MailedStage, job: string, company: string): MailMessage {
  return letter(to, locale, translate(locale, `mail_stage_${stage}_subject`, { job }), [
    translate(locale, `mail_stage_${stage}_body`, { job, company }),
    translate(locale, 'mail_stage_follow'),
  ]);
}
