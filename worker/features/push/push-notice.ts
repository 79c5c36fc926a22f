/**
 * A notice as a push: the bell's sentence under a short title, in the recipient's language, and the page the bell's
 * notification opens (the same paths as client/features/notifications/notification-view.ts `notificationLink`).
 */
import { type MessageKey, translate } from '../../http/i18n';
import { baghdadTime } from '../../platform/baghdad-calendar';
import type { Locale } from '../../ports';
import type { PushUrgency } from '../../platform/web-push';
import type { ApplicationNoticePayload } from '../notifications/notifications.schemas';
import type { NoticeReader, PushableKind, PushNoticePayload } from './push.schemas';

const titleKeys = {
  message: 'push_title_message',
  interview_scheduled: 'push_title_interview',
  interview_changed: 'push_title_interview',
  interview_cancelled: 'push_title_interview',
  offer_received: 'push_title_offer',
  offer_withdrawn: 'push_title_offer',
  offer_accepted: 'push_title_offer',
  offer_declined: 'push_title_offer',
  stage_changed: 'push_title_stage',
  new_applicant: 'push_title_applicant',
} as const satisfies Record<PushableKind, MessageKey>;

/** What the push service is told besides the text (RFC 8030): how soon, and which waiting push a newer one replaces. */
export interface PushDelivery {
  urgency: PushUrgency;
  /** Also the service worker's notification tag: at most 32 base64url characters. */
  topic: string;
}

function bodyOf(kind: PushableKind, payload: ApplicationNoticePayload, reader: NoticeReader, locale: Locale): string {
  const names = { company: payload.company_name, job: payload.job_title, applicant: payload.applicant_name };
  if (kind === 'message') return translate(locale, reader === 'company' ? 'nt_message_from_applicant' : 'nt_message_from_company', names);
  if (kind === 'stage_changed') return translate(locale, 'nt_stage_changed', { ...names, status: translate(locale, `myapps_status_${payload.status}`) });
  if ((kind === 'interview_scheduled' || kind === 'interview_changed') && payload.starts_at) {
    const start = baghdadTime(new Date(payload.starts_at), locale);
    return translate(locale, `nt_${kind}`, { ...names, when: translate(locale, 'push_when', { day: start.day, time: start.time }) });
  }
  return translate(locale, `nt_${kind}`, names);
}

/** The page the bell's notification of this notice opens. */
export function noticePath(kind: PushableKind, payload: Pick<ApplicationNoticePayload, 'application_id' | 'job_id'>, reader: NoticeReader): string {
  switch (kind) {
    case 'message':
      return `${reader === 'company' ? '/company/messages' : '/messages'}?thread=${payload.application_id}`;
    case 'interview_scheduled':
    case 'interview_changed':
    case 'interview_cancelled':
      return '/myApplications/interviews';
    case 'offer_received':
    case 'offer_withdrawn':
      return '/myApplications/offers';
    case 'stage_changed':
      return '/myApplications/applied-Jobs';
    case 'new_applicant':
    case 'offer_accepted':
    case 'offer_declined':
      return `/company/jobs/${payload.job_id}/applicants?application=${payload.application_id}`;
  }
}

/** One conversation, interview or offer shows (and waits at the push service) as one notification: the newest. */
function deliveryOf(kind: PushableKind, payload: ApplicationNoticePayload): PushDelivery {
  if (kind === 'message') return { urgency: 'high', topic: `message-${payload.application_id}` };
  if (kind.startsWith('interview_')) return { urgency: 'high', topic: `interview-${payload.interview_id ?? `a${payload.application_id}`}` };
  if (kind.startsWith('offer_')) return { urgency: 'high', topic: `offer-${payload.offer_id ?? `a${payload.application_id}`}` };
  if (kind === 'new_applicant') return { urgency: 'normal', topic: `applicant-${payload.application_id}` };
  return { urgency: 'normal', topic: `stage-${payload.application_id}` };
}

/** The push of one notice for one reader, in their language. */
export function pushNotice(
  kind: PushableKind,
  payload: ApplicationNoticePayload,
  reader: NoticeReader,
  locale: Locale,
): { payload: PushNoticePayload; delivery: PushDelivery } {
  const delivery = deliveryOf(kind, payload);
  return {
    payload: {
      kind,
      title: translate(locale, titleKeys[kind]),
      body: bodyOf(kind, payload, reader, locale),
      url: noticePath(kind, payload, reader),
      tag: delivery.topic,
      lang: locale,
      dir: locale === 'en' ? 'ltr' : 'rtl',
    },
    delivery,
  };
}
