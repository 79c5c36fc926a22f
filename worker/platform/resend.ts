import { AppError } from '../http/errors';
import type { MailAttachment, Mailer } from '../ports';

export interface ResendConfig {
  apiKey: string;
  /** e.g. `Kar <no-reply@kar.example>`; the domain must be verified in Resend. */
  from: string;
  /** Tests point this at a loopback server. */
  baseUrl?: string;
}

const defaultBaseUrl = 'https://api.resend.com';

/**
 * Sends through Resend's REST API (`POST /emails`) with plain fetch: the SDK would add ~115 KiB to the worker
 * for one call (docs/decisions/0002-resend-over-fetch.md).
 */
export function resendMailer(config: ResendConfig, fetchImpl: typeof fetch = fetch): Mailer {
  const url = `${(config.baseUrl || defaultBaseUrl).replace(/\/+$/, '')}/emails`;
  // Provider text is kept for the logs; make sure it can never carry the key there.
  const redact = (text: string) => (config.apiKey ? text.replaceAll(config.apiKey, '[redacted]') : text);

  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            from: config.from,
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(message.attachments?.length ? { attachments: message.attachments.map(resendAttachment) } : {}),
            ...(message.headers && Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
          }),
        });
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        throw new AppError('mail_failed', { cause: new Error(`Resend unreachable: ${redact(reason)}`) });
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        throw new AppError('mail_failed', {
          cause: new Error(`Resend answered ${response.status}: ${redact(providerMessage(body))}`),
        });
      }
    },
  };
}

/** Resend takes each file as `{filename, content}` with the bytes in base64, and its type as `content_type`. */
function resendAttachment(attachment: MailAttachment) {
  return {
    filename: attachment.filename,
    content: attachment.base64 ? attachment.content : base64OfText(attachment.content),
    content_type: attachment.contentType,
  };
}

/** UTF-8 bytes in base64, in slices: spreading a whole file into one call could exceed the argument limit. */
export function base64OfText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** Resend's errors are `{statusCode, name, message}`; anything else is passed on as text. */
function providerMessage(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return 'name' in parsed && typeof parsed.name === 'string' ? `${parsed.name}: ${parsed.message}` : parsed.message;
    }
  } catch {
    // not JSON: fall through
  }
  return body.slice(0, 500);
}
