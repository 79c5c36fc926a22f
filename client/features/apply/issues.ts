import { fieldMessage } from '../../lib/field-messages';

interface ParseResult {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
}

/** A shared schema's verdict as the first message of each field, in the interface language. */
export function issuesByField<Name extends string>(result: ParseResult): Partial<Record<Name, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? '');
    if (name && errors[name] === undefined) errors[name] = fieldMessage(issue.message);
  }
  return errors as Partial<Record<Name, string>>;
}
