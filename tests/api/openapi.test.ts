import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import type { AppEnv } from '../../worker/http/context';
import { apiBasePath, openApiDocument, openApiPathOf } from '../../worker/openapi/document';
import { routeDocs } from '../../worker/openapi/route-doc';
import { nodeTestDeps } from '../support/node-deps';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** "METHOD /path" of every REST route the app serves under /api/v1, in OpenAPI's spelling (catch-alls left out). */
function restRoutesOf(routes: ReadonlyArray<{ method: string; path: string }>): Set<string> {
  const found = new Set<string>();
  for (const { method, path } of routes) {
    if (!path.startsWith(`${apiBasePath}/`) || path.endsWith('*') || method === 'ALL') continue;
    found.add(`${method} ${openApiPathOf(path.slice(apiBasePath.length))}`);
  }
  return found;
}

function documentedRoutes(document: Document): Set<string> {
  const found = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) if (item?.[method]) found.add(`${method.toUpperCase()} ${path}`);
  }
  return found;
}

const missingFrom = (document: Document, routes: Set<string>) => [...routes].filter((route) => !documentedRoutes(document).has(route));

function operations(document: Document): Array<{ route: string; operation: Operation }> {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => (item?.[method] ? [{ route: `${method.toUpperCase()} ${path}`, operation: item[method] as Operation }] : [])),
  );
}

/** Every local `$ref` in the document points at something. */
function unresolvedRefs(document: Document): string[] {
  const missing: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const target = value
          .replace(/^#\//, '')
          .split('/')
          .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], document);
        if (!value.startsWith('#/') || target === undefined) missing.push(value);
      } else visit(value);
    }
  };
  visit(document);
  return missing;
}

let app: ReturnType<typeof createApp>;
let document: Document;

beforeAll(async () => {
  app = createApp(await nodeTestDeps());
  const response = await app.request(`${apiBasePath}/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  document = (await response.json()) as Document;
});

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked against the official schema) whose references all resolve', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(unresolvedRefs(document)).toEqual([]);
  });

  it('describes every REST route the app serves, and nothing it does not', () => {
    const served = restRoutesOf(app.routes);
    expect(served.size).toBeGreaterThan(40);
    expect(missingFrom(document, served)).toEqual([]);
    expect([...documentedRoutes(document)].filter((route) => !served.has(route))).toEqual([]);
  });

  it('would catch a route added without a description', async () => {
    const doc = routeDocs('Test');
    const api = new Hono<AppEnv>()
      .get('/described', doc({ summary: 'Described', access: 'public' }), (c) => c.text('ok'))
      .post('/items/:itemId{[0-9]+}', (c) => c.text('forgotten'));
    const outer = new Hono<AppEnv>().route(apiBasePath, api);
    const partial = await openApiDocument(api);
    expect(missingFrom(partial, restRoutesOf(outer.routes))).toEqual(['POST /items/{itemId}']);
  });

  it('describes the envelope, both ways to sign in and the error replies', () => {
    const schemes = document.components?.securitySchemes ?? {};
    expect(schemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'kar_session' });
    expect(schemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(expect.arrayContaining(['SuccessEnvelope', 'ErrorEnvelope']));
    const responses = document.components?.responses ?? {};
    for (const name of [
      'Unauthenticated',
      'Forbidden',
      'NotFound',
      'Conflict',
      'PayloadTooLarge',
      'UnsupportedMediaType',
      'ValidationFailed',
      'Locked',
      'TooManyRequests',
    ]) {
      expect(responses[name], name).toBeDefined();
    }
    expect(JSON.stringify(responses.TooManyRequests)).toContain('Retry-After');
    expect(JSON.stringify(responses.Locked)).toContain('account_locked');
  });

  it('gives each operation its security, error statuses, success reply and a unique id', () => {
    const all = operations(document);
    expect(new Set(all.map(({ operation }) => operation.operationId)).size).toBe(all.length);
    for (const { route, operation } of all) {
      const statuses = Object.keys(operation.responses ?? {});
      expect(
        statuses.some((status) => status.startsWith('2')),
        route,
      ).toBe(true);
      expect(statuses, route).toContain('429');
      expect(operation.summary, route).toBeTruthy();
      const signedIn = (operation.security ?? []).length > 0 && !(operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      if (signedIn) expect(statuses, route).toEqual(expect.arrayContaining(['401', '403']));
      if (operation.requestBody) expect(statuses, route).toEqual(expect.arrayContaining(['413', '422']));
    }
  });

  it('describes request bodies from the zod schemas, JSON and multipart with files', () => {
    const login = document.paths?.['/auth/login']?.post;
    const loginJson = JSON.stringify((login?.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']);
    for (const field of ['email', 'password', 'type', 'captcha']) expect(loginJson).toContain(`"${field}"`);
    expect(loginJson).toContain('"maxLength":254');
    expect(login?.security).toEqual([]);
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['401', '423']));

    const register = document.paths?.['/auth/register-company']?.post;
    const content = (register?.requestBody as OpenAPIV3_1.RequestBodyObject).content;
    expect(Object.keys(content)).toEqual(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);
    expect(JSON.stringify(content['application/json'])).not.toContain('"logo"');
    const multipart = JSON.stringify(content['multipart/form-data']);
    expect(multipart).toContain('"logo"');
    expect(multipart).toContain('"format":"binary"');
    expect(multipart).toContain('"legal_name"');
    expect(Object.keys(register?.responses ?? {})).toEqual(expect.arrayContaining(['201', '409', '415']));
    const upload = (document.paths?.['/account/cvs/upload']?.post?.requestBody as OpenAPIV3_1.RequestBodyObject).content;
    expect(Object.keys(upload)).toEqual(['multipart/form-data']);
    expect(JSON.stringify(upload['multipart/form-data'])).toMatch(/"required":\[[^\]]*"file_path"/);
  });

  it('describes path and query parameters with their constraints', () => {
    const item = document.paths?.['/account/cvs/{cvId}/{section}/{itemId}']?.put;
    const parameters = (item?.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
    const byName = Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter]));
    expect(byName.cvId).toMatchObject({ in: 'path', required: true, schema: { type: 'integer' } });
    expect(byName.itemId?.schema).toMatchObject({ type: 'integer' });
    expect((byName.section?.schema as OpenAPIV3_1.SchemaObject).enum).toEqual(expect.arrayContaining(['education', 'languages', 'references']));
    expect(document.paths?.['/{owner}/profile/update-password']?.post?.parameters).toEqual([
      expect.objectContaining({ name: 'owner', in: 'path', schema: { type: 'string', enum: ['account', 'company'] } }),
    ]);
    const skills = (document.paths?.['/lookups/skills']?.get?.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
    expect(skills.map((parameter) => [parameter.name, parameter.in])).toEqual([
      ['search', 'query'],
      ['limit', 'query'],
    ]);
    const attachments = JSON.stringify((item?.requestBody as OpenAPIV3_1.RequestBodyObject).content['multipart/form-data']);
    expect(attachments).toContain('"files[]":{"description":"Attachments');
    expect(attachments).toMatch(/"files\[\]":\{[^}]*"type":"array","items":\{"type":"string","format":"binary"/);
    const pdf = document.paths?.['/account/cvs/{cvId}/to-pdf']?.post?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(pdf.content ?? {})).toEqual(['application/pdf']);
  });
});

describe('GET /api-docs', () => {
  it('is a self-contained page listing every documented route, with no script and nothing from elsewhere', async () => {
    const response = await app.request('/api-docs', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//);
    for (const route of documentedRoutes(document)) {
      const [method, path] = route.split(' ');
      expect(html, route).toContain(`${method} <code>${(path ?? '').replace(/&/g, '&#38;')}</code>`);
    }
  });
});
