import { translate } from '../../http/i18n';
import type { Locale, MailMessage } from '../../ports';
import type { JobCard } from '../jobs/jobs.schemas';
import { escapeHtml } from '../../platform/html-text';
import type { AlertFrequency, AlertSearch } from './alerts.schemas';

/**
 * Job-alert mail: tables and inline styles only (what Outlook, Gmail and phone clients all draw), `dir` on the html
 * and on each cell for Sorani and Arabic, a plain-text part with the same content, and RFC 8058 one-click
 * unsubscribe headers. Addresses and links stay left-to-right inside right-to-left text.
 */

const font = 'font-family:Vazirmatn,Tahoma,Arial,sans-serif';
const muted = 'color:#64748b;font-size:13px';

export interface AlertLinks {
  /** `/explore-jobs` with the alert's search: the rest of the matches. */
  search: string;
  /** The signed one-click link (GET shows a confirmation page, POST unsubscribes). */
  unsubscribe: string;
  /** The seeker's alert settings; visitors have none. */
  manage?: string | undefined;
  job(id: number): string;
}

/** How the alert is named in its mails: the words searched for, "jobs that match your CV", or "new jobs" for filters only. */
export function alertName(locale: Locale, search: Pick<AlertSearch, 'q' | 'match_cv'>): string {
  if (search.match_cv) return translate(locale, 'al_mail_cv_match');
  const words = search.q.trim();
  if (!words) return translate(locale, 'al_mail_any_search');
  return locale === 'en' ? `“${words}”` : `«${words}»`;
}

function page(locale: Locale, title: string, rows: string[]): string {
  const dir = locale === 'en' ? 'ltr' : 'rtl';
  const align = dir === 'rtl' ? 'right' : 'left';
  return (
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(title)}</title></head><body style="margin:0;padding:0;background:#f1f5f9">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9"><tr><td align="center" style="padding:16px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;${font};line-height:1.6;color:#0f172a;text-align:${align}">` +
    rows.map((row) => `<tr><td dir="${dir}" style="padding:12px 24px;text-align:${align}">${row}</td></tr>`).join('') +
    `</table></td></tr></table></body></html>`
  );
}

const link = (href: string, text: string, style = 'color:#0f766e;font-weight:700;text-decoration:none') =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;

function jobFacts(locale: Locale, job: JobCard): string {
  return [job.company.name, job.city.name, translate(locale, `cj_workplace_${job.workplace}`)].filter(Boolean).join(' · ');
}

function footer(locale: Locale, links: AlertLinks): { html: string; text: string[] } {
  const why = translate(locale, 'al_mail_why');
  const parts = [
    link(links.unsubscribe, translate(locale, 'al_mail_unsubscribe'), 'color:#64748b'),
    ...(links.manage ? [link(links.manage, translate(locale, 'al_mail_manage'), 'color:#64748b')] : []),
  ];
  return {
    html: `<p style="${muted}">${escapeHtml(why)}</p><p style="${muted}">${parts.join(' · ')}</p>`,
    text: [
      why,
      `${translate(locale, 'al_mail_unsubscribe')}: ${links.unsubscribe}`,
      ...(links.manage ? [`${translate(locale, 'al_mail_manage')}: ${links.manage}`] : []),
    ],
  };
}

/** RFC 8058: the POST to this URL with `List-Unsubscribe=One-Click` unsubscribes without any page. */
const unsubscribeHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

export interface DigestContent {
  to: string;
  locale: Locale;
  frequency: AlertFrequency;
  search: Pick<AlertSearch, 'q' | 'match_cv'>;
  /** Newest first, at most 10. */
  jobs: JobCard[];
  /** More jobs matched than the mail lists. */
  more: boolean;
  links: AlertLinks;
}

/** A job alert's mail: one new job (instant) or a digest of up to ten, with a link to the alert's search for the rest. */
export function alertDigestMail(content: DigestContent): MailMessage {
  const { locale, jobs, links } = content;
  const name = alertName(locale, content.search);
  const first = jobs[0];
  const subject =
    jobs.length === 1 && first
      ? translate(locale, 'al_mail_subject_one', { search: name, title: first.title })
      : translate(locale, 'al_mail_subject_many', { search: name, count: jobs.length + (content.more ? '+' : '') });
  const intro = translate(locale, `al_mail_intro_${content.frequency}`, { search: name });
  const rest = translate(locale, content.more ? 'al_mail_see_more' : 'al_mail_see_search');
  const jobRows = jobs.map(
    (job) =>
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e2e8f0"><tr><td style="padding:10px 0">` +
      `${link(links.job(job.id), job.title, 'color:#0f766e;font-size:16px;font-weight:700;text-decoration:none')}` +
      `<div style="${muted}">${escapeHtml(jobFacts(locale, job))}</div></td></tr></table>`,
  );
  const end = footer(locale, links);
  const html = page(locale, subject, [
    `<p style="margin:0;font-size:18px;font-weight:700">${escapeHtml(intro)}</p>`,
    jobRows.join(''),
    `<p style="margin:0">${link(links.search, rest, 'display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:700')}</p>`,
    end.html,
  ]);
  const text = [
    intro,
    '',
    ...jobs.flatMap((job) => [job.title, jobFacts(locale, job), links.job(job.id), '']),
    `${rest}: ${links.search}`,
    '',
    ...end.text,
  ].join('\n');
  return { to: content.to, subject, text, html, headers: unsubscribeHeaders(links.unsubscribe) };
}

/** A visitor's double opt-in: nothing is mailed to the address until its owner follows this link. */
export function alertConfirmMail(to: string, locale: Locale, search: Pick<AlertSearch, 'q'>, confirmUrl: string): MailMessage {
  const name = alertName(locale, search);
  const subject = translate(locale, 'al_mail_confirm_subject');
  const body = translate(locale, 'al_mail_confirm_body', { search: name });
  const ignore = translate(locale, 'al_mail_confirm_ignore');
  const button = translate(locale, 'al_mail_confirm_button');
  const html = page(locale, subject, [
    `<p style="margin:0">${escapeHtml(body)}</p>`,
    `<p style="margin:0">${link(confirmUrl, button, 'display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:700')}</p>`,
    `<p style="${muted}">${escapeHtml(ignore)}</p>`,
  ]);
  return { to, subject, text: [body, '', `${button}: ${confirmUrl}`, '', ignore].join('\n'), html };
}
