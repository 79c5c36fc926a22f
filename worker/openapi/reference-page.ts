import type { OpenAPIV3_1 } from 'openapi-types';

/**
 * A readable reference of the OpenAPI document as one self-contained HTML page, rendered by the worker (no script,
 * nothing from elsewhere), so it costs the SPA nothing and works wherever the API does.
 */
type Schema = OpenAPIV3_1.SchemaObject;
type Operation = OpenAPIV3_1.OperationObject;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** The document's prose uses `code` spans and blank lines between paragraphs; nothing else. */
const inline = (text: string | undefined) => escape(text ?? '').replace(/`([^`]+)`/g, '<code>$1</code>');
const prose = (text: string | undefined) =>
  (text ?? '')
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((paragraph) => `<p>${inline(paragraph)}</p>`)
    .join('');

function resolve<T>(document: OpenAPIV3_1.Document, value: T | OpenAPIV3_1.ReferenceObject | undefined): T | undefined {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value as T | undefined;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  return target as T | undefined;
}

/** An object schema's properties, `allOf` parts merged (the envelope and a route's own part). */
function propertiesOf(document: OpenAPIV3_1.Document, schema: Schema | undefined): { properties: Record<string, Schema>; required: Set<string> } {
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  const visit = (part: Schema | undefined) => {
    if (!part) return;
    for (const inner of part.allOf ?? []) visit(resolve<Schema>(document, inner));
    for (const [name, property] of Object.entries(part.properties ?? {})) properties[name] = resolve<Schema>(document, property) ?? {};
    for (const name of part.required ?? []) required.add(name);
  };
  visit(schema);
  return { properties, required };
}

function typeOf(schema: Schema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).map((part) => typeOf(part as Schema)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items as Schema)}[]`;
  return schema.format ? `${type} (${schema.format})` : type;
}

function rulesOf(schema: Schema): string {
  const rules: string[] = [];
  if (schema.minLength !== undefined) rules.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) rules.push(`at most ${schema.maxLength} characters`);
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) rules.push(`matches <code>${escape(schema.pattern)}</code>`);
  if (schema.description) rules.push(escape(schema.description));
  return rules.join('; ');
}

function fieldTable(document: OpenAPIV3_1.Document, schema: Schema | undefined): string {
  if (schema?.anyOf || schema?.oneOf) {
    return (schema.anyOf ?? schema.oneOf ?? [])
      .map((part, index) => `<p>Form ${index + 1}:</p>${fieldTable(document, resolve<Schema>(document, part))}`)
      .join('');
  }
  const { properties, required } = propertiesOf(document, schema);
  const rows = Object.entries(properties).map(
    ([name, property]) =>
      `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' <strong>required</strong>' : ''}</td><td>${escape(typeOf(property))}</td><td>${rulesOf(property)}</td></tr>`,
  );
  return rows.length ? `<table><thead><tr><th>field</th><th>type</th><th>rules</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '';
}

function operationSection(document: OpenAPIV3_1.Document, path: string, method: string, operation: Operation): string {
  const id = operation.operationId ?? `${method}${path}`;
  const security = operation.security?.length ? 'Signed in: session cookie or bearer token.' : 'No sign-in needed.';
  const parameters = (operation.parameters ?? [])
    .map((parameter) => resolve<OpenAPIV3_1.ParameterObject>(document, parameter))
    .filter((parameter) => parameter !== undefined);
  const parameterRows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escape(parameter.name)}</code> (${parameter.in})</td><td>${escape(typeOf((parameter.schema ?? {}) as Schema))}</td><td>${parameter.required ? 'required' : ''}</td></tr>`,
  );
  const body = resolve<OpenAPIV3_1.RequestBodyObject>(document, operation.requestBody);
  const bodyTypes = Object.keys(body?.content ?? {});
  const bodySchema = body?.content[bodyTypes[0] ?? '']?.schema as Schema | undefined;
  const responses = Object.entries(operation.responses ?? {}).map(([status, value]) => {
    const response = resolve<OpenAPIV3_1.ResponseObject>(document, value);
    const codes = propertiesOf(document, response?.content?.['application/json']?.schema as Schema | undefined).properties.code;
    const codeList = codes?.enum ?? (codes?.const !== undefined ? [codes.const] : []);
    return `<li><strong>${escape(status)}</strong> ${escape(response?.description ?? '')}${codeList.length ? ` <code>code</code>: ${codeList.map((code) => `<code>${escape(String(code))}</code>`).join(', ')}` : ''}</li>`;
  });
  return `<section id="${escape(id)}" aria-labelledby="${escape(id)}-title">
<h3 id="${escape(id)}-title"><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${inline(operation.summary)}</p>${prose(operation.description)}<p>${security}</p>
${parameterRows.length ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>type</th><th></th></tr></thead><tbody>${parameterRows.join('')}</tbody></table>` : ''}
${body ? `<h4>Body</h4><p>${bodyTypes.map((type) => `<code>${escape(type)}</code>`).join(', ')}</p>${fieldTable(document, bodySchema)}` : ''}
<h4>Replies</h4><ul>${responses.join('')}</ul>
</section>`;
}

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#0f172a;background:#f8fafc}
code{font-family:ui-monospace,monospace;font-size:.9em;background:#e2e8f0;padding:0 .25em;border-radius:.25em}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{text-align:start;border-block-end:1px solid #cbd5e1;padding:.25rem .5rem;vertical-align:top}
section{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:0 1rem;margin:1rem 0}.method{color:#1d4ed8}
a{color:#1d4ed8}nav ul{columns:2 20rem}`;

export function renderReferencePage(document: OpenAPIV3_1.Document, documentUrl: string): string {
  const byTag = new Map<string, string[]>();
  const index = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {}) as Array<[string, Operation]>) {
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(document, path, method, operation)]);
      const id = operation.operationId ?? `${method}${path}`;
      index.set(tag, [
        ...(index.get(tag) ?? []),
        `<li><a href="#${escape(id)}">${method.toUpperCase()} <code>${escape(path)}</code></a> ${inline(operation.summary)}</li>`,
      ]);
    }
  }
  const server = document.servers?.[0]?.url ?? '';
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title><style>${style}</style></head><body><main>
<h1>${escape(document.info.title)}</h1>${prose(document.info.description)}
<p>Paths below are relative to <code>${escape(server)}</code>. The machine-readable document (OpenAPI ${escape(document.openapi)}): <a href="${escape(documentUrl)}">${escape(documentUrl)}</a>.</p>
<nav aria-label="Routes"><h2>Routes</h2>${[...index].map(([tag, items]) => `<h3>${escape(tag)}</h3><ul>${items.join('')}</ul>`).join('')}</nav>
${[...byTag].map(([tag, sections]) => `<h2>${escape(tag)}</h2>${sections.join('')}`).join('')}
</main></body></html>`;
}
