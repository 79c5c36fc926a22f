// Job alerts inside workerd with D1 and the Queue (issue 15): a published job reaches the instant alerts that match
// through the queue consumer, the daily and weekly ones through the Cron Trigger's scheduled(); a redelivered message
// and a rerun cron mail nothing twice; the signed unsubscribe link works by one-click POST and by its page.
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobAlert } from '../../worker/features/alerts/alerts.schemas';
import { unsubscribeToken } from '../../worker/features/alerts/unsubscribe-token';
import worker from '../../worker/index';
import type { QueueMessage } from '../../worker/ports';
import { approvedCompany, callWorker, jobInput, signedUpSeeker } from './seeker';

const seekerEmail = 'alerts.seeker@alerts.test';
const tokens = { company: '', seeker: '' };
const ids = { arabicKeyboard: 0, nurse: 0, daily: 0, otherCity: 0, weekly: 0, paused: 0 };
let jobId = 0;

async function alert(body: Record<string, unknown>): Promise<number> {
  const reply = await callWorker('/account/job-alerts', { json: body, token: tokens.seeker });
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { data: { alert: JobAlert } }).data.alert.id;
}

/** Mails each alert has had: the alert is named by the signed unsubscribe link in the mail's headers. */
async function mailsPerAlert(): Promise<Map<number, number>> {
  const rows = await env.DB.prepare('SELECT headers FROM dev_outbox WHERE "to" = ?').bind(seekerEmail).all<{ headers: string | null }>();
  const counts = new Map<number, number>();
  for (const row of rows.results) {
    const id = Number(/token=a\.(\d+)\./.exec(row.headers ?? '')?.[1] ?? 0);
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function consume(message: QueueMessage, attempts = 1) {
  const batch = createMessageBatch<QueueMessage>('kar-work', [{ id: `message-${attempts}`, timestamp: new Date(), attempts, body: message }]);
  const context = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, context);
}

async function runCron(scheduledTime: number) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '0 5 * * *' }), env, context);
  await waitOnExecutionContext(context);
}

/** The next Sunday 05:00 UTC after `from` (weekly alerts' day), within seven days. */
function nextSunday(from: number): number {
  const day = new Date(from);
  day.setUTCHours(5, 0, 0, 0);
  while (day.getUTCDay() !== 0 || day.getTime() <= from) day.setUTCDate(day.getUTCDate() + 1);
  return day.getTime();
}

const page = (path: string, init: RequestInit = {}) => exports.default.fetch(new Request(`http://kar.test${path}`, init));
const alertExists = async (id: number) => (await env.DB.prepare('SELECT count(*) AS n FROM job_alerts WHERE id = ?').bind(id).first<{ n: number }>())?.n === 1;
const linkPath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

beforeAll(async () => {
  tokens.company = await approvedCompany('hr@alerts.test');
  tokens.seeker = await signedUpSeeker(seekerEmail);
  // The job is "ئەندازیاری نەرمەکاڵا" in Erbil (city 1) asking for TypeScript and SQL.
  ids.arabicKeyboard = await alert({ q: 'ئەندازياري نەرمەكاڵا', frequency: 'instant' }); // ي and ك, as an Arabic keyboard types them
  ids.nurse = await alert({ q: 'پەرستار', frequency: 'instant' });
  ids.daily = await alert({ q: 'TypeScript', city_id: [1], frequency: 'daily' });
  ids.otherCity = await alert({ q: 'TypeScript', city_id: [2], frequency: 'daily' });
  ids.weekly = await alert({ q: 'sql', frequency: 'weekly' });
  ids.paused = await alert({ q: 'SQL', workplace: 'on_site', frequency: 'instant' });
  expect((await callWorker(`/account/job-alerts/${ids.paused}`, { method: 'PATCH', json: { paused: true }, token: tokens.seeker })).status).toBe(200);

  const created = await callWorker('/company/jobs', { json: jobInput, token: tokens.company });
  jobId = ((await created.json()) as { data: { job: { id: number } } }).data.job.id;
  expect((await callWorker(`/company/jobs/${jobId}/publish`, { method: 'POST', token: tokens.company })).status).toBe(200);
});

describe('job alerts in workerd (D1, Queue, Cron Trigger)', { timeout: 60_000 }, () => {
  it('the queue consumer mails the published job to the instant alerts that match, once however often the message comes', async () => {
    const first = await consume({ kind: 'job_published', job_id: jobId });
    expect(first.explicitAcks).toEqual(['message-1']);
    // The message the publish itself queued may be consumed meanwhile; either way each alert has one mail.
    const redelivered = await consume({ kind: 'job_published', job_id: jobId }, 2);
    expect(redelivered.retryMessages).toEqual([]);
    const mails = await mailsPerAlert();
    expect(mails.get(ids.arabicKeyboard)).toBe(1);
    expect(mails.get(ids.nurse)).toBeUndefined();
    expect(mails.get(ids.paused)).toBeUndefined();
    expect(mails.get(ids.daily)).toBeUndefined();

    const mail = await env.DB.prepare('SELECT subject, html, text, headers FROM dev_outbox WHERE "to" = ? AND headers LIKE ?')
      .bind(seekerEmail, `%token=a.${ids.arabicKeyboard}.%`)
      .first<{ subject: string; html: string; text: string; headers: string }>();
    expect(mail?.subject).toContain('ئەندازیاری نەرمەکاڵا');
    expect(mail?.html).toContain(`/jobs/${jobId}`);
    expect(mail?.text).toContain(`/jobs/${jobId}`);
    const headers = JSON.parse(mail?.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:8787\/unsubscribe\?token=a\.\d+\.\d+\.[0-9a-f]{64}>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('the 05:00 cron mails the daily and (on Sundays) weekly alerts that match, and a rerun mails nothing again', async () => {
    const today = Date.now() + 1000;
    const sunday = nextSunday(today);
    await runCron(today);
    await runCron(sunday);
    const once = await mailsPerAlert();
    expect(once.get(ids.daily)).toBe(1);
    expect(once.get(ids.weekly)).toBe(1);
    expect(once.get(ids.otherCity)).toBeUndefined();

    await runCron(today);
    await runCron(sunday);
    await consume({ kind: 'job_published', job_id: jobId }, 3);
    expect(await mailsPerAlert()).toEqual(once);
    const deliveries = await env.DB.prepare('SELECT alert_id FROM alert_deliveries ORDER BY alert_id').all<{ alert_id: number }>();
    expect(deliveries.results.map((row) => row.alert_id)).toEqual([ids.arabicKeyboard, ids.daily, ids.weekly]);
  });

  it('unsubscribes by one-click POST and by the confirmation page; GET alone changes nothing', async () => {
    const linkOf = async (id: number) => {
      const row = await env.DB.prepare('SELECT headers FROM dev_outbox WHERE headers LIKE ?').bind(`%token=a.${id}.%`).first<{ headers: string }>();
      return linkPath((JSON.parse(row?.headers ?? '{}') as Record<string, string>)['List-Unsubscribe']?.slice(1, -1) ?? '');
    };

    // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the link.
    const oneClick = await page(await linkOf(ids.daily), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await alertExists(ids.daily)).toBe(false);

    const link = await linkOf(ids.weekly);
    const shown = await page(link);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(await alertExists(ids.weekly)).toBe(true);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&') ?? '';
    expect(action).toBe(link);
    const pressed = await page(action, { method: 'POST' });
    expect(pressed.status).toBe(200);
    expect(await alertExists(ids.weekly)).toBe(false);
    // The link again: already unsubscribed, said kindly.
    expect((await page(link)).status).toBe(200);
  });

  it('an expired or forged link answers 400 with a page that says so', async () => {
    const past = new Date(Date.now() - 91 * 86_400_000);
    const expired = await page(`/unsubscribe?token=${await unsubscribeToken(env.CODE_HMAC_KEY, 'a', ids.arabicKeyboard, past)}`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('This link has expired');

    const valid = await unsubscribeToken(env.CODE_HMAC_KEY, 'a', ids.arabicKeyboard, new Date());
    const forged = `${valid.slice(0, -4)}${valid.endsWith('0000') ? '1111' : '0000'}`;
    for (const token of [forged, valid.replace(`a.${ids.arabicKeyboard}.`, `a.${ids.nurse}.`), 'nonsense']) {
      for (const method of ['GET', 'POST']) {
        const reply = await page(`/unsubscribe?token=${token}`, { method });
        expect(reply.status).toBe(400);
        expect(await reply.text()).toContain('This link is not valid');
      }
    }
    expect(await alertExists(ids.arabicKeyboard)).toBe(true);
    expect(await alertExists(ids.nurse)).toBe(true);
  });
});
