import { translate } from '../../http/i18n';
import { describeError, log } from '../../http/logger';
import type { Deps, Locale, MailMessage } from '../../ports';
import { letter } from '../../http/letter';
import { baghdadTime } from '../../platform/baghdad-calendar';
import { type ProgramRow, programsRepo } from './programs.repo';

const hour = 3600_000;

/** The day-before reminder, in the registrant's language, with the start on Baghdad's clock (zone named). */
export function reminderMail(to: string, locale: Locale, item: ProgramRow): MailMessage {
  const title = item.title;
  const start = baghdadTime(item.startsAt, locale);
  const paragraphs = [
    translate(locale, item.kind === 'event' ? 'pe_mail_reminder_event_body' : 'pe_mail_reminder_program_body', { title }),
    translate(locale, 'pe_mail_reminder_when', { day: start.day, time: start.time }),
    ...(item.place ? [translate(locale, 'pe_mail_reminder_place', { place: item.place })] : []),
    ...(item.onlineUrl ? [translate(locale, 'pe_mail_reminder_link', { url: item.onlineUrl })] : []),
    translate(locale, 'pe_mail_reminder_cancel'),
  ];
  return letter(to, locale, translate(locale, 'pe_mail_reminder_subject', { title }), paragraphs);
}

/**
 * The daily Cron job (worker/scheduled.ts, 05:00 UTC): every seat of a published item starting 24 to 48 hours from
 * now is reminded once. Each seat is claimed (reminded_at) before its mail, so a second run, even at the same time,
 * sends nothing again; a mail that fails gives its claim back for the next run.
 */
export async function sendProgramReminders(deps: Deps, at: Date = deps.clock.now()): Promise<{ sent: number; failed: number }> {
  const repo = programsRepo(deps.db);
  const due = await repo.dueReminders(new Date(at.getTime() + 24 * hour), new Date(at.getTime() + 48 * hour));
  let sent = 0;
  let failed = 0;
  for (const seat of due) {
    if (!(await repo.claimReminder(seat.registrationId, at))) continue;
    try {
      await deps.mailer.send(reminderMail(seat.email, seat.locale, seat.item));
      sent += 1;
    } catch (error) {
      log.error('program reminder not sent', { registration: seat.registrationId, ...describeError(error) });
      await repo.releaseReminder(seat.registrationId);
      failed += 1;
    }
  }
  return { sent, failed };
}
