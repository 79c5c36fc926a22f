import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { z, type ZodType } from 'zod';
import type { ReplyCode } from '../http/envelope';
import { translate } from '../http/i18n';
import { errorResponseRef, type ErrorStatus } from './errors.doc';

/**
 * One REST route's OpenAPI description, written beside the route as its first handler:
 *
 *   .post('/login', doc({ summary: 'Log in', access: 'public', body: loginSchema, reply: { code: 'logged_in', data: ['token', 'user'] }, errors: [401, 423] }), async (c) => …
 *
 * Request schemas are the zod schemas the handler validates with (converted by hono-openapi's resolver, which uses
 * zod's own JSON Schema output); the envelope, security and the error replies that follow from `access` and `body`
 * are added here, so a route names only what is its own. tests/api/openapi.test.ts fails for a route without one.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Who may call: anyone, anyone with an optional session, any signed-in user, or one account type. */
  access: 'public' | 'optional' | 'signed-in' | 'account' | 'company' | 'admin';
  /** The fields the handler reads with readBody: JSON, a urlencoded form or multipart. */
  body?: ZodType;
  /** File fields (multipart only), by name, with what they hold; a name ending in `[]` is a list (the field repeated). */
  files?: Record<string, string>;
  /** The route needs its file, so only multipart can carry a valid request. */
  fileRequired?: true;
  /** The handler also reads `body`'s fields from the query string (the REST contract's clients put some there: docs/product.md#where-kar-differs-from-specmd). */
  fieldsInQuery?: true;
  /** Query parameters, checked by the route's zod validator. */
  query?: z.ZodObject;
  /** Allowed values of a path parameter that Hono's pattern does not spell out. */
  pathValues?: Record<string, readonly string[]>;
  /** The success reply: the envelope (`code`, the keys of `data`), a PDF, another file (by content type), or a bare JSON schema. */
  reply?: EnvelopeReply | { pdf: true } | { file: string; description: string } | { json: OpenAPIV3_1.SchemaObject; description: string };
  /** Error statuses this route answers besides those that follow from `access` and `body` (401, 403, 413, 422, 429). */
  errors?: readonly ErrorStatus[];
}

interface EnvelopeReply {
  code?: ReplyCode;
  /** Named keys of `data`; their JSON types come from `dataKeyTypes` (an object unless listed there). */
  data?: readonly string[] | OpenAPIV3_1.SchemaObject;
  status?: 200 | 201;
}

/** Keys of `data` that are not objects. */
const dataKeyTypes: Record<string, OpenAPIV3_1.SchemaObject> = {
  token: { type: 'string', description: 'A session token: send it as `Authorization: Bearer <token>`.' },
  expires_at: { type: 'string', format: 'date-time' },
  email: { type: 'string', format: 'email' },
  type: { type: 'string', enum: ['account', 'company'] },
  database: { type: 'string', enum: ['up'] },
  cvs: { type: 'array', items: { type: 'object' } },
  skills: { type: 'array', items: { $ref: '#/components/schemas/LookupItem' } },
  messages: { type: 'array', items: { type: 'object' } },
};

const signedIn: OpenAPIV3_1.SecurityRequirementObject[] = [{ sessionCookie: [] }, { bearerToken: [] }];
const securityOf: Record<RouteDoc['access'], OpenAPIV3_1.SecurityRequirementObject[]> = {
  public: [],
  optional: [{}, ...signedIn],
  'signed-in': signedIn,
  account: signedIn,
  company: signedIn,
  admin: signedIn,
};
const accessNote: Partial<Record<RouteDoc['access'], string>> = {
  account: 'Job seekers only (`account`); a company answers 403.',
  company: 'Companies only (`company`); a job seeker answers 403.',
  admin: 'Admins only (`admin`): seekers and companies answer 403. Admin sessions end after 30 idle minutes.',
};

const asJsonSchema = (schema: ZodType) => resolver(schema, { unrepresentable: 'any' });

function fileField(name: string, about: string, required = false): ZodType {
  const field = name.endsWith('[]') ? z.array(z.file()) : z.file();
  return (required ? field : field.optional()).describe(about);
}

function requestBody(doc: RouteDoc): DescribeOptions['requestBody'] {
  if (!doc.body) return undefined;
  const fields = asJsonSchema(doc.body);
  const files = doc.files ? Object.entries(doc.files) : [];
  const multipart = files.length
    ? asJsonSchema(z.intersection(doc.body, z.object(Object.fromEntries(files.map(([name, about]) => [name, fileField(name, about, doc.fileRequired)])))))
    : fields;
  return {
    required: true,
    content: {
      ...(doc.fileRequired ? {} : { 'application/json': { schema: fields }, 'application/x-www-form-urlencoded': { schema: fields } }),
      'multipart/form-data': { schema: multipart },
    },
  };
}

function dataSchema(data: EnvelopeReply['data']): OpenAPIV3_1.SchemaObject | undefined {
  if (!data) return undefined;
  if (!Array.isArray(data)) return data as OpenAPIV3_1.SchemaObject;
  const keys = data as readonly string[];
  return { type: 'object', properties: Object.fromEntries(keys.map((key) => [key, dataKeyTypes[key] ?? { type: 'object' }])), required: [...keys] };
}

function successResponse(doc: RouteDoc): Record<string, OpenAPIV3_1.ResponseObject> {
  const reply = doc.reply ?? {};
  if ('pdf' in reply) {
    return { 200: { description: 'The PDF file.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } };
  }
  if ('file' in reply) return { 200: { description: reply.description, content: { [reply.file]: { schema: { type: 'string', format: 'binary' } } } } };
  if ('json' in reply) return { 200: { description: reply.description, content: { 'application/json': { schema: reply.json } } } };
  const data = dataSchema(reply.data);
  const own: OpenAPIV3_1.SchemaObject = {
    type: 'object',
    properties: {
      ...(reply.code ? { code: { const: reply.code }, message: { examples: [translate('en', `reply_${reply.code}`)] } } : {}),
      ...(data ? { data } : {}),
    },
    ...(data ? { required: ['data'] } : {}),
  };
  const schema: OpenAPIV3_1.SchemaObject = { allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }, own] };
  return { [reply.status ?? 200]: { description: 'Success, in the envelope.', content: { 'application/json': { schema } } } };
}

function errorStatuses(doc: RouteDoc): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([429, ...(doc.errors ?? [])]);
  const needsSession = doc.access !== 'public' && doc.access !== 'optional';
  if (needsSession) statuses.add(401);
  // A role the route does not serve, or a cookie-authenticated write from a foreign origin.
  if (needsSession || doc.body || doc.access === 'optional') statuses.add(403);
  if (doc.body) [413, 422].forEach((status) => statuses.add(status as ErrorStatus));
  if (doc.files) statuses.add(415);
  return [...statuses].sort();
}

// openapi-types gives 3.1 the parameter type of 3.0, whose schemas are 3.0's; the query fields' schemas (zod's JSON
// Schema of strings and numbers) fit both.
type ParameterSchema = OpenAPIV3.SchemaObject;

function queryParameters(query: z.ZodObject | undefined): OpenAPIV3_1.ParameterObject[] {
  if (!query) return [];
  const schema = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' });
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property as ParameterSchema,
  }));
}

type DescribeOptions = Parameters<typeof describeRoute>[0];

/** `fields` as enumerable getters on `base`, each computed once on first read (a spread reads them). */
function lazily<Base extends object, Fields extends Record<string, () => unknown>>(
  base: Base,
  fields: Fields,
): Base & { [Key in keyof Fields]: ReturnType<Fields[Key]> } {
  for (const [name, compute] of Object.entries(fields)) {
    let value: unknown;
    let computed = false;
    Object.defineProperty(base, name, {
      enumerable: true,
      get: () => {
        if (!computed) [value, computed] = [compute(), true];
        return value;
      },
    });
  }
  return base as Base & { [Key in keyof Fields]: ReturnType<Fields[Key]> };
}

/** A route's description for one tag (the feature); use the returned function once per route. */
export function routeDocs(tag: string) {
  return (doc: RouteDoc): MiddlewareHandler => {
    const description = [doc.description, accessNote[doc.access], doc.fieldsInQuery && 'The fields may also be sent in the query string; the body wins.']
      .filter(Boolean)
      .join('\n\n');
    const pathValues = Object.entries(doc.pathValues ?? {}).map(([name, values]): OpenAPIV3_1.ParameterObject => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', enum: [...values] },
    }));
    // The JSON Schemas are made when the document is first asked for (hono-openapi reads the spec then), not by every
    // isolate at start for every route (docs/decisions/0030-a-lighter-isolate.md).
    return describeRoute(
      lazily(
        { tags: [tag], summary: doc.summary, ...(description ? { description } : {}), security: securityOf[doc.access] },
        {
          parameters: () => [...pathValues, ...queryParameters(doc.query)],
          requestBody: () => requestBody(doc),
          responses: () => ({
            ...successResponse(doc),
            ...Object.fromEntries(errorStatuses(doc).map((status) => [status, errorResponseRef(status)])),
          }),
        },
      ),
    );
  };
}
