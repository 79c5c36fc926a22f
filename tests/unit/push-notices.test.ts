import { describe, expect, it } from 'vitest';
import { pageToOpen, pushedNoticeOf } from '../../client/sw/pushed-notice';
import { notificationKinds } from '../../db/schema/notifications';
import type { ApplicationNoticePayload } from '../../worker/features/notifications/notifications.schemas';
import { noticePath, pushNotice } from '../../worker/features/push/push-notice';
import {
  channelsOffered,
  defaultChannelOf,
  isPushableKind,
  kindsOf,
  type NoticeReader,
  type PushableKind,
  pushSubscriptionSchema,
} from '../../worker/features/push/push.schemas';
import { endpointAllowed } from '../../worker/features/push/push.service';
import { translate } from '../../worker/http/i18n';
import type { Locale } from '../../worker/ports';

const payload: ApplicationNoticePayload = {
  application_id: 42,
  job_id: 7,
  job_title: 'Network Engineer',
  company_id: 3,
  company_name: 'Zagros Tech',
  applicant_name: 'ئاراس محەمەد',
  status: 'interview',
  interview_id: 9,
  starts_at: '2026-12-01T07:30:00.000Z',
  offer_id: 5,
};
const locales: Locale[] = ['en', 'ckb', 'ar'];
const readers: NoticeReader[] = ['account', 'company'];
const point = `B${'A'.repeat(86)}`;
const secret = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('the kinds each reader chooses a channel for', () => {
  it("are the issue's: messages, interviews, offers and stage changes, a seeker's job alerts, and new applicants for a company", () => {
    expect(kindsOf('account')).toEqual([
      'message',
      'interview_scheduled',
      'interview_changed',
      'interview_cancelled',
      'offer_received',
      'offer_withdrawn',
      'stage_changed',
      'job_alert',
    ]);
    expect(kindsOf('company')).toEqual(['message', 'new_applicant', 'offer_accepted', 'offer_declined']);
    const notices = [...kindsOf('account'), ...kindsOf('company')].filter((kind) => kind !== 'job_alert');
    expect(notificationKinds.filter(isPushableKind)).toEqual(expect.arrayContaining(notices));
    // Job alerts are no notice: nothing pushes them.
    expect(isPushableKind('job_alert')).toBe(false);
    for (const kind of ['new_job', 'application_withdrawn', 'skill_request_approved', 'skill_request_rejected']) expect(isPushableKind(kind)).toBe(false);
  });

  it("default to today's e-mail where Kar mails the notice, else to the bell alone, and offer e-mail only there", () => {
    expect(defaultChannelOf('account', 'interview_scheduled')).toBe('email');
    expect(defaultChannelOf('company', 'offer_accepted')).toBe('none');
    expect(defaultChannelOf('account', 'new_applicant')).toBeUndefined();
    expect(defaultChannelOf('company', 'stage_changed')).toBeUndefined();
    expect(defaultChannelOf('account', 'toString')).toBeUndefined();
    expect(channelsOffered('account', 'message')).toEqual(['push', 'telegram', 'email', 'none']);
    expect(channelsOffered('account', 'stage_changed')).toEqual(['push', 'telegram', 'email', 'none']);
    // Telegram is linked by seekers only; job alerts go by mail or Telegram, paused on the alert itself.
    expect(channelsOffered('company', 'message')).toEqual(['push', 'email', 'none']);
    expect(channelsOffered('company', 'offer_declined')).toEqual(['push', 'none']);
    expect(channelsOffered('account', 'job_alert')).toEqual(['telegram', 'email']);
    expect(defaultChannelOf('account', 'job_alert')).toBe('email');
    expect(defaultChannelOf('company', 'job_alert')).toBeUndefined();
  });
});

describe('a subscription as the browser gives it', () => {
  it('takes PushSubscription.toJSON() and refuses keys that are not Web Push keys', () => {
    const good = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: point, auth: secret } };
    expect(pushSubscriptionSchema.safeParse(good).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ ...good, keys: { p256dh: `C${point.slice(1)}`, auth: secret } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ ...good, keys: { p256dh: point, auth: `${secret}AA` } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ ...good, keys: { p256dh: `${point}!`, auth: secret } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ ...good, endpoint: 'mailto:x@example.com' }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ ...good, endpoint: `https://push.example/${'a'.repeat(2048)}` }).success).toBe(false);
  });

  it('must push over https; plain http only to this machine, and never in production', () => {
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', 'production')).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:4000/push/1', 'test')).toBe(true);
    expect(endpointAllowed('http://localhost:4000/push/1', 'development')).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:4000/push/1', 'production')).toBe(false);
    expect(endpointAllowed('http://push.example.com/push/1', 'test')).toBe(false);
    expect(endpointAllowed('http://127.0.0.1.example.com/push/1', 'development')).toBe(false);
  });
});

describe('a notice as a push', () => {
  const cases = readers.flatMap((reader) => kindsOf(reader).flatMap((kind) => (isPushableKind(kind) ? [[reader, kind] as const] : [])));

  it.each(cases)("for a %s's %s: a title and the bell's sentence in each language, a tag a push service takes", (reader, kind) => {
    for (const locale of locales) {
      const { payload: push, delivery } = pushNotice(kind, payload, reader, locale);
      expect(push.title.length).toBeGreaterThan(0);
      expect(push.body).toContain('Network Engineer');
      expect(push.body).not.toMatch(/\{\w+\}/);
      expect(push).toMatchObject({ kind, lang: locale, dir: locale === 'en' ? 'ltr' : 'rtl', tag: delivery.topic, url: noticePath(kind, payload, reader) });
      expect(delivery.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      expect(new TextEncoder().encode(JSON.stringify(push)).length).toBeLessThan(1000);
    }
    expect(pushNotice(kind, payload, reader, 'ckb').payload.title).not.toBe(pushNotice(kind, payload, reader, 'en').payload.title);
  });

  it('names the interview on Baghdad time, and the status in the seeker’s words', () => {
    expect(pushNotice('interview_scheduled', payload, 'account', 'en').payload.body).toMatch(
      /^Zagros Tech invited you to an interview for Network Engineer on .+, 10:30$/,
    );
    expect(pushNotice('stage_changed', payload, 'account', 'ar').payload.body).toContain(translate('ar', 'myapps_status_interview'));
    expect(pushNotice('message', payload, 'company', 'en').payload.body).toBe('New message from ئاراس محەمەد about Network Engineer');
    expect(pushNotice('message', payload, 'account', 'en').payload.body).toBe('New message from Zagros Tech about Network Engineer');
  });

  it('opens the page the bell opens, and keeps one notification per conversation, interview or offer', () => {
    const paths: Record<PushableKind, string> = {
      message: '/messages?thread=42',
      interview_scheduled: '/myApplications/interviews',
      interview_changed: '/myApplications/interviews',
      interview_cancelled: '/myApplications/interviews',
      offer_received: '/myApplications/offers',
      offer_withdrawn: '/myApplications/offers',
      stage_changed: '/myApplications/applied-Jobs',
      new_applicant: '/company/jobs/7/applicants?application=42',
      offer_accepted: '/company/jobs/7/applicants?application=42',
      offer_declined: '/company/jobs/7/applicants?application=42',
    };
    for (const [kind, path] of Object.entries(paths)) expect(noticePath(kind as PushableKind, payload, 'account')).toBe(path);
    expect(noticePath('message', payload, 'company')).toBe('/company/messages?thread=42');
    expect(pushNotice('interview_changed', payload, 'account', 'en').delivery).toEqual({ urgency: 'high', topic: 'interview-9' });
    expect(pushNotice('offer_received', payload, 'account', 'en').delivery).toEqual({ urgency: 'high', topic: 'offer-5' });
    expect(pushNotice('stage_changed', payload, 'account', 'en').delivery).toEqual({ urgency: 'normal', topic: 'stage-42' });
  });
});

describe("the service worker's reading of a push (client/sw/pushed-notice.ts)", () => {
  it('takes the fields it knows and still shows something for an unreadable push', () => {
    const pushed = pushNotice('message', payload, 'account', 'ckb').payload;
    expect(pushedNoticeOf(pushed)).toEqual({ title: pushed.title, body: pushed.body, url: pushed.url, tag: pushed.tag, lang: 'ckb', dir: 'rtl' });
    expect(pushedNoticeOf(null)).toEqual({ title: 'Kar', body: '', url: '/notifications', tag: '', lang: '', dir: 'ltr' });
    expect(pushedNoticeOf({ title: 7, dir: 'sideways', body: 'x'.repeat(900) })).toMatchObject({ title: 'Kar', dir: 'ltr', body: 'x'.repeat(500) });
  });

  it("opens only Kar's own pages", () => {
    const origin = 'https://kar.example';
    expect(pageToOpen('/messages?thread=42', origin)).toBe('https://kar.example/messages?thread=42');
    expect(pageToOpen('https://kar.example/myApplications/offers', origin)).toBe('https://kar.example/myApplications/offers');
    for (const elsewhere of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42, undefined]) {
      expect(pageToOpen(elsewhere, origin)).toBe('https://kar.example/notifications');
    }
  });
});
