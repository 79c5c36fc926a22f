import { fieldMessageParts } from '../../worker/features/auth/fields.schemas';
import { m } from '../paraglide/messages';

type MessageFunction = (inputs?: Record<string, string | number>) => string;
/**
 * paraglide exports one function per key; codes from the server (`error_*`, `reply_*`) and schemas (`v_*`) name
 * keys at run time. Only those families are gathered here: looking keys up in the whole `m` would bundle every
 * message (mail bodies, every page's texts) into the first page.
 */
const families = import.meta.glob<Record<string, MessageFunction>>(
  ['../paraglide/messages/error_*.js', '../paraglide/messages/reply_*.js', '../paraglide/messages/v_*.js'],
  { eager: true },
);
const catalogue: Record<string, MessageFunction | undefined> = Object.fromEntries(
  Object.values(families).flatMap((module) => Object.entries(module)),
);

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
