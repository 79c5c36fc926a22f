import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { fileResponse } from '../../http/file-response';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { idParam, readQuery } from '../../http/validation';
import { programRegistrationsService } from './program-registrations.service';
import { kindPaths, type ProgramKind, upcomingQuerySchema } from './programs.schemas';

const doc = routeDocs('Programs and events');
const seeker = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account');
const service = (c: Context<AppEnv>) => programRegistrationsService(requestInfoOf(c));

const paging = 'Published items that have not ended, soonest first; `page_size` (1–50, default 12) per page, then `cursor` = the last `next_cursor`.';
const itemNote =
  'Each item carries `seats_left` (null: no limit), `registration_closes_at`, `registration_open` and `registered` (for a signed-in seeker; null otherwise); times in UTC.';

/** The public pages' calls, the REST contract's seeker calls and registering, the same for programs and for events (docs/product.md#programs-and-events). */
function kindRoutes(kind: ProgramKind) {
  const many = kindPaths[kind];
  const one = `/${many}/:id{[0-9]+}`;
  const registration = `/account/${many}/:id{[0-9]+}/registration`;
  return new Hono<AppEnv>()
    .get(
      `/${many}`,
      doc({
        summary: `Upcoming ${many}`,
        description: `${paging} ${itemNote}`,
        access: 'optional',
        query: upcomingQuerySchema,
        reply: { code: `${kind}s_loaded`, data: [many, 'next_cursor'] },
      }),
      async (c) => {
        const page = await service(c).upcoming(kind, readQuery(c, upcomingQuerySchema), c.get('auth'));
        return reply(c, `${kind}s_loaded`, { [many]: page.items, next_cursor: page.next_cursor });
      },
    )
    .get(
      one,
      doc({
        summary: `One ${kind}`,
        description: `A published or archived ${kind} (a draft is not found). ${itemNote}`,
        access: 'optional',
        reply: { code: `${kind}_loaded`, data: [kind] },
        errors: [404],
      }),
      async (c) => {
        return reply(c, `${kind}_loaded`, { [kind]: await service(c).one(kind, idParam(c), c.get('auth')) });
      },
    )
    .get(
      `${one}/image`,
      doc({
        summary: `The ${kind}'s image`,
        description: "Served inline with its sniffed type; the `v` query the item's `image_url` carries only defeats caches.",
        access: 'optional',
        reply: { file: 'image/*', description: 'The image.' },
        errors: [404],
      }),
      async (c) => {
        const blob = await service(c).image(kind, idParam(c), c.get('auth'));
        return fileResponse({ ...blob, name: `${kind}-${idParam(c)}`, cacheControl: 'public, max-age=300' });
      },
    )
    .get(
      `/account/program-and-events/${many}`,
      doc({
        summary: `Upcoming ${many} for the seeker`,
        description: `The programs and events list. ${paging} ${itemNote}`,
        access: 'account',
        query: upcomingQuerySchema,
        reply: { code: `${kind}s_loaded`, data: [many, 'next_cursor'] },
      }),
      async (c) => {
        const auth = seeker(c);
        const page = await service(c).upcoming(kind, readQuery(c, upcomingQuerySchema), auth);
        return reply(c, `${kind}s_loaded`, { [many]: page.items, next_cursor: page.next_cursor });
      },
    )
    .get(
      `/account-${many}`,
      doc({
        summary: `The ${many} the seeker registered for`,
        description: `The seeker's registrations: \`data.registrations\`, each with its \`id\`, \`registered_at\` and the \`item\` (past and archived ones too), soonest first. Cancelled seats are left out.`,
        access: 'account',
        reply: { code: `${kind}_registrations_loaded`, data: ['registrations'] },
      }),
      async (c) => {
        const auth = seeker(c);
        return reply(c, `${kind}_registrations_loaded`, { registrations: await service(c).mine(auth, kind) });
      },
    )
    .post(
      registration,
      doc({
        summary: `Register for a ${kind}`,
        description: `Takes a seat while the ${kind} is published, before registration closes (409 \`registration_closed\`) and with a seat free (409 \`full\`); a second registration is a 409 \`already_registered\`. Capacity holds under concurrent requests.`,
        access: 'account',
        reply: { code: `${kind}_registered`, data: ['registration'], status: 201 },
        errors: [404, 409],
      }),
      async (c) => {
        const auth = seeker(c);
        return reply(c, `${kind}_registered`, { registration: await service(c).register(auth, kind, idParam(c)) }, 201);
      },
    )
    .delete(
      registration,
      doc({
        summary: `Cancel a registration for a ${kind}`,
        description: `Frees the seat, until the ${kind} starts (409 \`program_started\`); without a seat, 404.`,
        access: 'account',
        reply: { code: `${kind}_registration_cancelled`, data: [kind] },
        errors: [404, 409],
      }),
      async (c) => {
        const auth = seeker(c);
        return reply(c, `${kind}_registration_cancelled`, { [kind]: await service(c).cancel(auth, kind, idParam(c)) });
      },
    );
}

/** Issue 14: programs and events for visitors and seekers. */
export const programsRest = new Hono<AppEnv>().route('/', kindRoutes('program')).route('/', kindRoutes('event'));
