import { fieldMessageParts } from '../../worker/shared/fields.schemas';
import { m } from '../paraglide/messages';
import { catalogueOf } from './messages';

const fieldTexts = catalogueOf(
  import.meta.glob<Record<string, (inputs?: Record<string, string | number>) => string>>('../paraglide/messages/v_*.js', { eager: true }),
);

/**
 * A schema's message key in the interface language (schemas carry keys, not text); a library's own English text
 * (a wrong type) becomes the general message, as on the server. Only forms import this: it brings the shared
 * schemas (and zod) with it.
 */
export function fieldMessage(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const parts = fieldMessageParts(key);
  // Besides a length limit, the one placeholder: the product's exact 'Enter a year between 1950 and {year}' (docs/product.md#cv-field-rules).
  return fieldTexts(parts.key, { year: new Date().getFullYear(), ...parts.params }) ?? m.v_invalid_value();
}
