// The mail of a company decision made with `npm run admin` (issue 23): the admin console's own letter
// (companyDecisionMail, in the account's language), delivered as the worker delivers it: through Resend when
// RESEND_API_KEY is set, otherwise, for a local database only, into the development outbox that GET /dev/mail reads.
import { existsSync, readFileSync } from 'node:fs';
import type { MailMessage, Mailer } from '../worker/ports.ts';
import './worker-modules.ts';

// Imported once the hooks above are in place: the worker's modules are written for the bundler.
const { companyDecisionMail } = await import('../worker/features/admin/admin.mail.ts');
const { resendMailer } = await import('../worker/platform/resend.ts');
// The letter is written in the account's language, whichever it is.
await (await import('../worker/http/i18n.ts')).loadCatalogues(['en', 'ckb', 'ar']);

export { companyDecisionMail };
/** A `.dev.vars` value (local runs, as `wrangler dev` reads it) or the environment's; the environment wins. */
function setting(name: string, local: boolean): string | undefined {
  const fromEnvironment = process.env[name];
  if (fromEnvironment) return fromEnvironment;
  const file = new URL('../.dev.vars', import.meta.url);
  if (!local || !existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}=`));
  const value = line
    ?.slice(name.length + 1)
    .trim()
    .replace(/^"(.*)"$/, '$1');
  return value || undefined;
}

/** wrangler.toml's `MAIL_FROM`, the sender the deployed worker uses. */
function configuredSender(): string | undefined {
  const toml = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
  return /^MAIL_FROM\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
}

/** How the mail leaves: Resend's API after the decision, or an outbox row written in the decision's own batch. */
export type DecisionDelivery = { via: 'resend'; mailer: Mailer } | { via: 'outbox'; statement(message: MailMessage): string };

/**
 * Resend when a key is set; the outbox of a local database (a local D1 or a libSQL file) otherwise. A remote database
 * without a key has no delivery (null): the caller refuses before changing anything, as the worker refuses to start
 * in production without one.
 */
export function decisionDelivery(local: boolean, literal: (value: string) => string): DecisionDelivery | null {
  const apiKey = setting('RESEND_API_KEY', local);
  if (apiKey) {
    const from = setting('MAIL_FROM', local) ?? configuredSender() ?? '';
    return { via: 'resend', mailer: resendMailer({ apiKey, from, baseUrl: setting('RESEND_BASE_URL', local) }) };
  }
  if (!local) return null;
  return {
    via: 'outbox',
    // The row outboxMailer (worker/platform/outbox.ts) writes, as one SQL statement for the command line's batch.
    statement: (message) => {
      const json = (value: unknown) => (value === undefined ? 'NULL' : literal(JSON.stringify(value)));
      const headers = message.headers && Object.keys(message.headers).length > 0 ? message.headers : undefined;
      const attachments = message.attachments?.length ? message.attachments : undefined;
      return (
        `INSERT INTO dev_outbox ("to", subject, text, html, attachments, headers, sent_at) VALUES (${literal(message.to)}, ${literal(message.subject)}, ` +
        `${literal(message.text)}, ${literal(message.html)}, ${json(attachments)}, ${json(headers)}, ${Date.now()})`
      );
    },
  };
}
