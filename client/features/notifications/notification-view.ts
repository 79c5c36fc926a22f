import { linkOptions } from '@tanstack/react-router';
import type { AppNotification } from '../../../worker/features/notifications/notifications.schemas';
import type { Locale } from '../../lib/i18n';
import { calendarWords } from '../../lib/dates';
import { formatDayTime } from '../../lib/text-runs';
import { m } from '../../paraglide/messages';
import { statusLabel } from '../../lib/application-labels';
import { defaultTimeZone, zonedDay, zonedMoment } from '../../lib/zoned-time';

/** An interview's start as the interviews page shows it by default: the day in Kar's words and Baghdad's clock. */
const when = (startsAt: string | undefined, locale: Locale) =>
  startsAt ? formatDayTime(zonedDay(startsAt, defaultTimeZone, calendarWords(locale)), zonedMoment(startsAt, defaultTimeZone).time, locale) : '';

/** The sentence of a notification, in the reader's language (the names in it as they were when it was written). */
export function notificationText(notice: AppNotification, reader: 'account' | 'company', locale: Locale): string {
  if (notice.kind === 'new_job') return m.nt_new_job({ company: notice.payload.company_name, job: notice.payload.job_title });
  // The skill's name in the reader's language (the company's, in its own interface).
  if (notice.kind === 'skill_request_approved') return m.nt_skill_request_approved({ skill: notice.payload.skill_names[locale] });
  if (notice.kind === 'skill_request_rejected') return m.nt_skill_request_rejected({ name: notice.payload.requested_name, reason: notice.payload.reason });
  const { payload } = notice;
  const names = { company: payload.company_name, job: payload.job_title, applicant: payload.applicant_name };
  switch (notice.kind) {
    case 'stage_changed':
      return m.nt_stage_changed({ ...names, status: statusLabel[payload.status]() });
    case 'interview_scheduled':
      return m.nt_interview_scheduled({ ...names, when: when(payload.starts_at, locale) });
    case 'interview_changed':
      return m.nt_interview_changed({ ...names, when: when(payload.starts_at, locale) });
    case 'interview_cancelled':
      return m.nt_interview_cancelled(names);
    case 'offer_received':
      return m.nt_offer_received(names);
    case 'offer_withdrawn':
      return m.nt_offer_withdrawn(names);
    case 'new_applicant':
      return m.nt_new_applicant(names);
    case 'offer_accepted':
      return m.nt_offer_accepted(names);
    case 'offer_declined':
      return m.nt_offer_declined(names);
    case 'application_withdrawn':
      return m.nt_application_withdrawn(names);
    case 'message':
      return reader === 'company' ? m.nt_message_from_applicant(names) : m.nt_message_from_company(names);
  }
}

/** Where a notification leads: the seeker's own pages, or the company's applicant panel for that application. */
export function notificationLink(notice: AppNotification, reader: 'account' | 'company') {
  if (notice.kind === 'new_job') return linkOptions({ to: '/jobs/$id', params: { id: String(notice.payload.job_id) } });
  if (notice.kind === 'skill_request_approved' || notice.kind === 'skill_request_rejected') {
    // Back to the job it was asked for, whose skills field lists the company's requests.
    const jobId = notice.payload.job_id;
    return jobId === null
      ? linkOptions({ to: '/company/jobs', search: {} })
      : linkOptions({ to: '/company/jobs/$id/edit', params: { id: String(jobId) }, search: {} });
  }
  const { payload } = notice;
  if (notice.kind === 'message') {
    return reader === 'company'
      ? linkOptions({ to: '/company/messages', search: { thread: payload.application_id } })
      : linkOptions({ to: '/messages', search: { thread: payload.application_id } });
  }
  switch (notice.kind) {
    case 'interview_scheduled':
    case 'interview_changed':
    case 'interview_cancelled':
      return linkOptions({ to: '/myApplications/interviews' });
    case 'offer_received':
    case 'offer_withdrawn':
      return linkOptions({ to: '/myApplications/offers' });
    case 'stage_changed':
      return linkOptions({ to: '/myApplications/applied-Jobs', search: {} });
    default:
      return linkOptions({ to: '/company/jobs/$id/applicants', params: { id: String(payload.job_id) }, search: { application: payload.application_id } });
  }
}
