import type { Hono, Schema } from 'hono';
import type { AppEnv } from '../http/context';
import { generateSpecs } from 'hono-openapi';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { sessionCookieName } from '../features/auth/auth.middleware';
import { errorComponents } from './errors.doc';

export const apiBasePath = '/api/v1';

/** Hono's `/cvs/:cvId{[0-9]+}` as OpenAPI's `/cvs/{cvId}`. */
export function openApiPathOf(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?\??/g, '{$1}');
}

/** Path parameters constrained by a Hono pattern (`{[0-9]+}`, `{account|company}`) get that constraint as a schema. */
function pathParameterSchemas<S extends Schema>(app: Hono<AppEnv, S, string>): Map<string, Map<string, OpenAPIV3.SchemaObject>> {
  const byPath = new Map<string, Map<string, OpenAPIV3.SchemaObject>>();
  for (const route of app.routes) {
    const params = byPath.get(openApiPathOf(route.path)) ?? new Map<string, OpenAPIV3.SchemaObject>();
    for (const [, name, pattern] of route.path.matchAll(/:(\w+)\{((?:[^{}]|\{[^{}]*\})*)\}/g)) {
      if (!name || !pattern) continue;
      if (pattern === '[0-9]+') params.set(name, { type: 'integer', minimum: 0 });
      else if (/^\w+(\|\w+)+$/.test(pattern)) params.set(name, { type: 'string', enum: pattern.split('|') });
      else params.set(name, { type: 'string', pattern: `^(?:${pattern})$` });
    }
    byPath.set(openApiPathOf(route.path), params);
  }
  return byPath;
}

const envelopeSchemas: Record<string, OpenAPIV3_1.SchemaObject> = {
  SuccessEnvelope: {
    type: 'object',
    description: 'Every REST reply is this envelope. `message` is English; `code` names the outcome for clients to show in their own words.',
    properties: {
      status: { const: 'success' },
      message: { type: 'string' },
      code: { type: 'string' },
      data: { type: 'object', description: 'Named keys: `data.token`, `data.user`, `data.cv`, …' },
    },
    required: ['status', 'message'],
  },
  ErrorEnvelope: {
    type: 'object',
    properties: {
      status: { const: 'error' },
      message: {
        type: 'string',
        description:
          "English (in the request's language for the few codes that name something, such as `skill_exists`); clients show their own text for `code`.",
      },
      code: { type: 'string', description: 'A stable snake_case identifier.' },
      errors: {
        type: 'object',
        description: "Per field (422): the field's messages in the language of `Accept-Language`.",
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
      data: { type: 'object', description: 'What a client may act on, for a few codes (`skill_exists`: the existing `skill`).' },
    },
    required: ['status', 'message', 'code'],
  },
  LookupItem: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
};

const documentation = {
  openapi: '3.1.0',
  info: {
    title: 'Kar REST API',
    version: '1',
    description: [
      'The REST contract of Kar, a job marketplace with a CV maker (English, Sorani Kurdish, Arabic).',
      'Every reply is a JSON envelope (`SuccessEnvelope`, `ErrorEnvelope`) except a PDF, a file, the robot-check challenge and this document.',
      'Send `Accept-Language: en | ckb | ar` (`ku` means `ckb`) for lookup names, field messages and e-mails.',
      'Request bodies may be JSON, a urlencoded form or multipart; routes that take files need multipart.',
    ].join('\n\n'),
  },
  servers: [{ url: apiBasePath }],
  components: {
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: sessionCookieName,
        description: "The web client's httpOnly session cookie. Writes must come from Kar's own origin.",
      },
      bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '`data.token` from sign-up, login or a password change.' },
    },
    schemas: envelopeSchemas,
    // A getter: made when the document is generated, not by every isolate that loads this module.
    get responses() {
      return errorComponents();
    },
  },
} satisfies NonNullable<Parameters<typeof generateSpecs>[1]>['documentation'];

async function generate<S extends Schema>(app: Hono<AppEnv, S, string>): Promise<OpenAPIV3_1.Document> {
  const document = (await generateSpecs(app, { documentation, excludeStaticFile: false })) as OpenAPIV3_1.Document;
  const constraints = pathParameterSchemas(app);
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {}) as OpenAPIV3_1.OperationObject[]) {
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        const constraint = parameter.in === 'path' ? constraints.get(path)?.get(parameter.name) : undefined;
        // hono-openapi adds a plain string for every path parameter a route's description does not name.
        const plain = parameter.schema && !('$ref' in parameter.schema) && parameter.schema.type === 'string' && !parameter.schema.enum;
        if (constraint && plain) parameter.schema = constraint;
      }
    }
  }
  return document;
}

const documents = new WeakMap<object, Promise<OpenAPIV3_1.Document>>();

/** The OpenAPI document of the routes mounted at /api/v1, made once per isolate. */
export function openApiDocument<S extends Schema>(app: Hono<AppEnv, S, string>): Promise<OpenAPIV3_1.Document> {
  let document = documents.get(app);
  if (!document) {
    document = generate(app);
    documents.set(app, document);
  }
  return document;
}
