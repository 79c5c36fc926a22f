import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { idParam, readBody, readQuery } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireRecentPassword } from '../admin/admin.middleware';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { programsAdminService } from './programs-admin.service';
import { adminProgramsQuerySchema, imageMaxBytes, kindPaths, programInputSchema, type ProgramKind } from './programs.schemas';

const doc = routeDocs('Programs and events (admin)');
const admin = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'admin');
/** The service acting for the signed-in admin (401/403 for anyone else), whose writes it records in the audit log. */
const service = (c: Context<AppEnv>) => programsAdminService(requestInfoOf(c), admin(c));

/** The image upload carries only its file. */
const noFields = z.object({});

const fieldsNote =
  "Times are ISO 8601 with an offset (the admin pages enter them on Baghdad's clock, `+03:00`) and stored in UTC. " +
  'The description is rich text, sanitised on write. A place, an online link (https) or both; a capacity (empty: no limit); ' +
  "a registration deadline (empty: registration closes at the start). Errors name the field in the request's language (422).";

/** The same admin calls for programs and for events; the path decides the kind. */
function kindRoutes(kind: ProgramKind) {
  const path = `/admin/${kindPaths[kind]}`;
  const one = `${path}/:id{[0-9]+}`;
  const many = kindPaths[kind];
  const categories = kind === 'program' ? '`training` or `internship`' : '`job_fair` or `workshop`';
  // Who may call comes before what was sent: 401/403 first, never a 422 to a stranger. Writes also need the
  // password checked within 10 minutes (403 `reauth_required`), as every admin write does.
  const adminsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method === 'GET') admin(c);
    else requireRecentPassword(c.get('auth'), c.get('deps').clock);
    await next();
  };
  return new Hono<AppEnv>()
    .use(path, adminsOnly)
    .use(`${path}/*`, adminsOnly)
    .get(
      path,
      doc({
        summary: `All ${many}`,
        description: `Every status unless \`status\` asks for one; newest first. Keyset-paged (\`cursor\`, \`limit\` 1–50, \`next_cursor\`).`,
        access: 'admin',
        query: adminProgramsQuerySchema,
        reply: { code: `${kind}s_loaded`, data: [many, 'next_cursor'] },
      }),
      async (c) => {
        const page = await service(c).list(kind, readQuery(c, adminProgramsQuerySchema));
        return reply(c, `${kind}s_loaded`, { [many]: page.items, next_cursor: page.next_cursor });
      },
    )
    .post(
      path,
      doc({
        summary: `Write a ${kind} as a draft`,
        description: `Category ${categories}. ${fieldsNote}`,
        access: 'admin',
        body: programInputSchema,
        reply: { code: `${kind}_created`, data: [kind], status: 201 },
      }),
      async (c) => {
        const { fields } = await readBody(c, programInputSchema);
        return reply(c, `${kind}_created`, { [kind]: await service(c).create(kind, fields) }, 201);
      },
    )
    .get(
      one,
      doc({ summary: `One ${kind}, with its registration count`, access: 'admin', reply: { code: `${kind}_loaded`, data: [kind] }, errors: [404] }),
      async (c) => {
        return reply(c, `${kind}_loaded`, { [kind]: await service(c).get(kind, idParam(c)) });
      },
    )
    .put(
      one,
      doc({
        summary: `Edit a ${kind}`,
        description: `Replaces every field but the image, in any status. A capacity below the seats already taken is refused (422). ${fieldsNote}`,
        access: 'admin',
        body: programInputSchema,
        reply: { code: `${kind}_updated`, data: [kind] },
        errors: [404],
      }),
      async (c) => {
        const { fields } = await readBody(c, programInputSchema);
        return reply(c, `${kind}_updated`, { [kind]: await service(c).update(kind, idParam(c), fields) });
      },
    )
    .delete(
      one,
      doc({
        summary: `Delete a draft ${kind}, or archive it`,
        description: `A draft is deleted (\`deleted: true\`); a published or archived one is archived and returned, its registrations kept.`,
        access: 'admin',
        reply: { code: `${kind}_deleted`, data: ['deleted'] },
        errors: [404],
      }),
      async (c) => {
        const removed = await service(c).remove(kind, idParam(c));
        return removed.deleted ? reply(c, `${kind}_deleted`, { deleted: true }) : reply(c, `${kind}_archived`, { deleted: false, [kind]: removed.item });
      },
    )
    .post(
      `${one}/publish`,
      doc({
        summary: `Publish a ${kind}`,
        description: 'Shown on the public pages while it has not ended; seekers may register until registration closes.',
        access: 'admin',
        reply: { code: `${kind}_published`, data: [kind] },
        errors: [404],
      }),
      async (c) => {
        return reply(c, `${kind}_published`, { [kind]: await service(c).publish(kind, idParam(c)) });
      },
    )
    .post(
      `${one}/archive`,
      doc({
        summary: `Archive a ${kind}`,
        description: 'Hidden from the lists; those registered still see it among their registrations.',
        access: 'admin',
        reply: { code: `${kind}_archived`, data: [kind] },
        errors: [404],
      }),
      async (c) => {
        return reply(c, `${kind}_archived`, { [kind]: await service(c).archive(kind, idParam(c)) });
      },
    )
    .post(
      `${one}/image`,
      doc({
        summary: `Set the ${kind}'s image`,
        description: `Multipart \`image\`: JPEG, PNG or WebP (by its bytes), at most ${imageMaxBytes / 1024 / 1024} MB; replaces the old one.`,
        access: 'admin',
        body: noFields,
        files: { image: 'The image' },
        fileRequired: true,
        reply: { code: `${kind}_image_saved`, data: [kind] },
        errors: [404, 413, 415, 422],
      }),
      async (c) => {
        const { files } = await readBody(c, noFields);
        return reply(c, `${kind}_image_saved`, { [kind]: await service(c).setImage(kind, idParam(c), files.image) });
      },
    )
    .delete(
      `${one}/image`,
      doc({ summary: `Remove the ${kind}'s image`, access: 'admin', reply: { code: `${kind}_image_removed`, data: [kind] }, errors: [404] }),
      async (c) => {
        return reply(c, `${kind}_image_removed`, { [kind]: await service(c).removeImage(kind, idParam(c)) });
      },
    );
}

/** Issue 14: admins write programs and events under /admin/programs and /admin/events. */
export const programsAdminRest = new Hono<AppEnv>().route('/', kindRoutes('program')).route('/', kindRoutes('event'));
