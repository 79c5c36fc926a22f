import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { type MessageKey, translate } from '../../http/i18n';
import type { Locale } from '../../ports';
import { escapeHtml } from '../../platform/html-text';
import { confirmPath, exploreJobsPath, unsubscribePath } from './alert-links';
import { alertName } from './alerts.mail';
import { unsubscribe, unsubscribeTarget, visitorAlertsService } from './alerts.service';

/**
 * The pages a mail's links open, drawn by the worker in the alert's language (the SPA would need its scripts and a
 * round trip for two sentences and a button). A link's GET only shows what would happen, because mail scanners open
 * links; the button (or a mail client's RFC 8058 one-click POST) does it.
 */

interface PageContent {
  title: MessageKey;
  body: string;
  /** A button that POSTs to the same address. */
  action?: MessageKey;
  /** A link onwards: where it leads and its text. */
  next?: { href: string; text: MessageKey };
}

function renderPage(locale: Locale, content: PageContent, actionUrl: string): string {
  const dir = locale === 'en' ? 'ltr' : 'rtl';
  const title = translate(locale, content.title);
  const button = content.action
    ? `<form method="post" action="${escapeHtml(actionUrl)}"><button type="submit" style="font:inherit;font-weight:700;background:#0f766e;color:#fff;border:0;border-radius:6px;padding:10px 18px;cursor:pointer">${escapeHtml(translate(locale, content.action))}</button></form>`
    : '';
  const next = content.next
    ? `<p><a href="${escapeHtml(content.next.href)}" style="color:#0f766e;font-weight:700">${escapeHtml(translate(locale, content.next.text))}</a></p>`
    : '';
  return (
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${title} — ${translate(locale, 'app_name')}`)}</title></head>` +
    `<body style="margin:0;background:#f1f5f9;font-family:Vazirmatn,Tahoma,Arial,sans-serif;line-height:1.6;color:#0f172a">` +
    `<main style="max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px">` +
    `<p style="margin:0 0 1rem;font-weight:700;color:#0f766e">${escapeHtml(translate(locale, 'app_name'))}</p>` +
    `<h1 style="font-size:1.4rem;margin:0 0 .75rem">${escapeHtml(title)}</h1><p>${escapeHtml(content.body)}</p>${button}${next}</main></body></html>`
  );
}

/** The form posts back to the address it was shown at, as a path (CSP `form-action 'self'`). */
const sameAddress = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

const page = (c: Context<AppEnv>, locale: Locale, content: PageContent, status: 200 | 400) =>
  c.html(renderPage(locale, content, sameAddress(c.req.url)), status, { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

const home = { href: '/explore-jobs', text: 'al_page_explore' } as const;

async function unsubscribePage(c: Context<AppEnv>, act: boolean) {
  const deps = c.get('deps');
  const target = await unsubscribeTarget(deps, c.req.query('token'));
  const asked = c.get('locale');
  if (!target.ok) {
    const expired = target.reason === 'expired';
    return page(
      c,
      asked,
      {
        title: expired ? 'al_page_link_expired' : 'al_page_link_invalid',
        body: translate(asked, expired ? 'al_page_unsubscribe_expired_body' : 'al_page_link_invalid_body'),
        next: { href: '/dashboard/alerts', text: 'al_page_settings' },
      },
      400,
    );
  }
  const { alert } = target;
  const locale = alert?.locale ?? asked;
  if (!alert) return page(c, locale, { title: 'al_page_unsubscribed', body: translate(locale, 'al_page_already_unsubscribed_body'), next: home }, 200);
  const name = alertName(locale, alert.search);
  if (!act)
    return page(
      c,
      locale,
      { title: 'al_page_unsubscribe_title', body: translate(locale, 'al_page_unsubscribe_body', { search: name }), action: 'al_page_unsubscribe_button' },
      200,
    );
  await unsubscribe(deps, alert.id);
  return page(c, locale, { title: 'al_page_unsubscribed', body: translate(locale, 'al_page_unsubscribed_body', { search: name }), next: home }, 200);
}

async function confirmPage(c: Context<AppEnv>, act: boolean) {
  const service = visitorAlertsService({ deps: c.get('deps'), locale: c.get('locale') });
  const token = c.req.query('token') ?? '';
  const seen = await service.pending(token);
  if (seen.state !== 'pending' || !seen.search) {
    const expired = seen.state === 'expired';
    return page(
      c,
      seen.locale,
      {
        title: expired ? 'al_page_link_expired' : 'al_page_link_invalid',
        body: translate(seen.locale, expired ? 'al_page_confirm_expired_body' : 'al_page_confirm_invalid_body'),
        next: home,
      },
      400,
    );
  }
  const name = alertName(seen.locale, seen.search);
  if (!act)
    return page(
      c,
      seen.locale,
      { title: 'al_page_confirm_title', body: translate(seen.locale, 'al_page_confirm_body', { search: name }), action: 'al_page_confirm_button' },
      200,
    );
  const done = await service.confirm(token);
  if (done.state !== 'confirmed')
    return page(c, done.locale, { title: 'al_page_link_invalid', body: translate(done.locale, 'al_page_confirm_invalid_body'), next: home }, 400);
  return page(
    c,
    done.locale,
    {
      title: 'al_page_confirmed',
      body: translate(done.locale, 'al_page_confirmed_body', { search: name }),
      next: { href: exploreJobsPath(seen.search), text: 'al_page_see_jobs' },
    },
    200,
  );
}

/** `/unsubscribe` (the List-Unsubscribe URL) and `/job-alerts/confirm` (a visitor's double opt-in). */
export const alertPages = new Hono<AppEnv>()
  .get(unsubscribePath, (c) => unsubscribePage(c, false))
  .post(unsubscribePath, (c) => unsubscribePage(c, true))
  .get(confirmPath, (c) => confirmPage(c, false))
  .post(confirmPath, (c) => confirmPage(c, true));
