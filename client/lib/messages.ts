import { fieldMessageParts } from '../../worker/features/auth/fields.schemas';
import { m } from '../paraglide/messages';

type MessageFunction = (inputs?: Record<string, string | number>) => string;
// paraglide exports one function per key; codes from the server and schemas name keys at run time.
const catalogue = m as unknown as Record<string, MessageFunction | undefined>;

export function translateKey(key: string, inputs?: Record<string, string | number>): string | undefined {
  return catalogue[key]?.(inputs);
}

/**
 * A schema's message key in the interface language (schemas carry keys, not text); a library's own English text
 * (a wrong type) becomes the general message, as on the server.
 */
export function fieldMessage(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const parts = fieldMessageParts(key);
  // Besides a length limit, the one placeholder: SPEC.md's 'Enter a year between 1950 and {year}'.
  return translateKey(parts.key, { year: new Date().getFullYear(), ...parts.params }) ?? m.v_invalid_value();
}
