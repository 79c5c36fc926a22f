import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { ZodType, z } from 'zod';
import type { Locale } from '../ports';
import type { AppEnv } from './context';
import { AppError, type FieldErrors } from './errors';
import { translateFieldMessage } from './i18n';
import { negotiateLocale } from './locale';

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

/** zod issues as the envelope's `errors`: one list of messages per field, in the reader's language. */
export function fieldErrorsOf(issues: Issues, locale: Locale = 'en'): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const message = translateFieldMessage(locale, issue.message);
    const list = (fields[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return fields;
}

export function validationError(issues: Issues, locale: Locale): AppError {
  return new AppError('validation_failed', { fields: fieldErrorsOf(issues, locale) });
}

/** @hono/zod-validator whose failures become AppError('validation_failed') with per-field messages. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) throw validationError(result.error.issues, negotiateLocale(c.req.header('accept-language')));
  });
}

async function readRawBody(c: Context<AppEnv>): Promise<{ form: boolean; values: Record<string, unknown> }> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const json = await readJson(c);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new AppError('validation_failed', {
        message: 'The request body must be a JSON object.',
        fields: fieldErrorsOf([{ path: [], message: 'v_invalid_value' }], c.get('locale')),
      });
    }
    return { form: false, values: json as Record<string, unknown> };
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return { form: true, values: await c.req.parseBody({ all: true }) };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('invalid_body', { cause: error });
    }
  }
  return { form: false, values: {} };
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch (error) {
    throw new AppError('invalid_json', { cause: error });
  }
}

/**
 * The body as JSON, a form or multipart (the REST contract's clients send all three:
 * docs/decisions/0013-rest-and-trpc.md); text fields go through the schema and files come back beside them for their
 * own checks. `withQuery` also reads fields from the query string, for the contract's calls that put them there (the
 * body wins; docs/product.md#where-kar-differs-from-specmd).
 */
export async function readBody<Schema extends ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
  options: { withQuery?: boolean } = {},
): Promise<{ fields: z.output<Schema>; files: Record<string, File>; fileLists: Record<string, File[]> }> {
  const raw = await readRawBody(c);
  const texts: Record<string, unknown> = options.withQuery ? { ...c.req.query() } : {};
  const files: Record<string, File> = {};
  const fileLists: Record<string, File[]> = {};
  for (const [name, value] of Object.entries(raw.values)) {
    const chosen = (Array.isArray(value) ? value : [value]).filter((item): item is File => item instanceof File && (item.size > 0 || item.name !== ''));
    if (raw.form && chosen.length > 0) {
      // `files[]` and `files` name the same list of attachments.
      const listName = name.replace(/\[\]$/, '');
      files[listName] = chosen[0] as File;
      fileLists[listName] = chosen;
      continue;
    }
    // A repeated form field arrives as a list; JSON lists are values in their own right.
    const first: unknown = raw.form && Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== '' && !(first instanceof File)) texts[name] = first;
  }
  const parsed = schema.safeParse(texts);
  if (!parsed.success) throw validationError(parsed.error.issues, c.get('locale'));
  return { fields: parsed.data, files, fileLists };
}

/** The query string through a schema; empty values count as absent, `repeated` names keep every value. */
export function readQuery<Schema extends ZodType>(c: Context<AppEnv>, schema: Schema, repeated: readonly string[] = []): z.output<Schema> {
  const values: Record<string, unknown> = {};
  for (const [name, list] of Object.entries(c.req.queries())) {
    const present = list.filter((value) => value !== '');
    if (present.length === 0) continue;
    values[name] = repeated.includes(name) ? present.flatMap((value) => value.split(',')).filter(Boolean) : present[0];
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw validationError(parsed.error.issues, c.get('locale'));
  return parsed.data;
}

/** A numeric path parameter (`:id{[0-9]+}`): the route's pattern already refused anything but digits. */
export const idParam = (c: Context<AppEnv>, name = 'id') => Number(c.req.param(name));

/** A validation error for fields the schema could not judge alone (an unknown lookup id, a taken address). */
export function invalidFields(locale: Locale, fields: Record<string, string>): AppError {
  return validationError(
    Object.entries(fields).map(([field, message]) => ({ path: [field], message })),
    locale,
  );
}
