import { fieldMessage } from './field-messages';

/**
 * The first error of a TanStack Form field, in the interface language. Schema issues carry message keys;
 * `serverError` (already localised by the server) wins while the field is unchanged.
 */
export function fieldError(errors: ReadonlyArray<unknown>, serverError?: string): string | undefined {
  if (serverError) return serverError;
  const first = errors.find((error) => error !== undefined && error !== null);
  if (!first) return undefined;
  if (typeof first === 'string') return fieldMessage(first);
  if (typeof first === 'object' && 'message' in first && typeof first.message === 'string') return fieldMessage(first.message);
  return undefined;
}

interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * A form-level TanStack Form validator from a shared zod schema. The schema parses what the server will parse
 * (text from inputs, coerced), so its input type is wider than the form's values; errors land on their fields.
 */
export function schemaValidator(schema: SafeParser) {
  return ({ value }: { value: unknown }) => {
    const result = schema.safeParse(value);
    if (result.success) return undefined;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      if (name && !(name in fields)) fields[name] = issue.message;
    }
    return { fields };
  };
}
