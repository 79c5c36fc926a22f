import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { idParam, readBody, readQuery } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { messageInputSchema, messagesPageSchema } from './messages.schemas';
import { messagesService } from './messages.service';

const doc = routeDocs('Messages');
const service = (c: Context<AppEnv>) => messagesService(requestInfoOf(c));

const pages = 'Keyset-paged (`cursor`, `limit` 1–50, `next_cursor`).';
const sides = {
  company: { prefix: '/company', who: 'the company', other: 'the seeker', scope: "an application to one of its jobs (another company's answers 404)" },
  account: { prefix: '/account', who: 'the seeker', other: 'the company', scope: "one of their own applications (another seeker's answers 404)" },
} as const;

/** The same four calls for each side of a thread: the inbox, the unread count, reading and writing a thread. */
function sideRoutes(side: keyof typeof sides) {
  const { prefix, who, other, scope } = sides[side];
  const signedIn = (c: Context<AppEnv>) => requireAuth(c.get('auth'), side);
  const writeRule =
    side === 'company'
      ? 'The company may write to any application of its jobs.'
      : 'A withdrawn application can still be read but no longer written to (409 `thread_closed`).';
  return new Hono<AppEnv>()
    .get(
      `${prefix}/messages/inbox`,
      doc({
        summary: `Message threads of ${who}`,
        description: `Each application with messages: its id, the applicant's name, the job title, the company's name, the last message (a preview, its side and time) and the messages from ${other} not read yet. The most recently active first. ${pages}`,
        access: side,
        query: messagesPageSchema,
        reply: { code: 'threads_loaded', data: ['threads', 'next_cursor'] },
      }),
      async (c) => {
        const auth = signedIn(c);
        return reply(c, 'threads_loaded', { ...(await service(c).inbox(auth, readQuery(c, messagesPageSchema))) });
      },
    )
    .get(
      `${prefix}/messages/unread-count`,
      doc({
        summary: `How many messages ${who} has not read`,
        description: `Messages from ${other} over all threads, for the navigation badge.`,
        access: side,
        reply: { code: 'unread_loaded', data: ['unread'] },
      }),
      async (c) => {
        const auth = signedIn(c);
        return reply(c, 'unread_loaded', { unread: await service(c).unread(auth) });
      },
    )
    .get(
      `${prefix}/applications/:id{[0-9]+}/messages`,
      doc({
        summary: 'The message thread of an application',
        description: `The thread of ${scope}: the newest page first, oldest to newest within a page; \`next_cursor\` reaches older messages. Reading marks the thread read for ${who}. \`can_write\` says whether ${who} may answer. ${pages}`,
        access: side,
        query: messagesPageSchema,
        reply: { code: 'messages_loaded', data: ['messages', 'next_cursor', 'can_write'] },
        errors: [404],
      }),
      async (c) => {
        const auth = signedIn(c);
        return reply(c, 'messages_loaded', { ...(await service(c).list(auth, idParam(c), readQuery(c, messagesPageSchema))) });
      },
    )
    .post(
      `${prefix}/applications/:id{[0-9]+}/messages`,
      doc({
        summary: `Write to ${other} about an application`,
        description: `Plain text, 1–4000 characters. ${writeRule} ${other[0]?.toUpperCase()}${other.slice(1)} is told by e-mail, at most once per thread per 15 minutes.`,
        access: side,
        body: messageInputSchema,
        reply: { code: 'message_sent', data: ['message'], status: 201 },
        errors: [404, 409],
      }),
      async (c) => {
        const auth = signedIn(c);
        const { fields } = await readBody(c, messageInputSchema);
        return reply(c, 'message_sent', { message: await service(c).send(auth, idParam(c), fields) }, 201);
      },
    );
}

/** Issue 13's messages, for the company (`/company/...`) and the seeker (`/account/...`). */
export const messagesRest = new Hono<AppEnv>().route('/', sideRoutes('company')).route('/', sideRoutes('account'));
