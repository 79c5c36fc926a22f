type MessageFunction = (inputs?: Record<string, string | number>) => string;
type MessageModules = Record<string, Record<string, MessageFunction>>;

/**
 * paraglide exports one function per key; codes from the server (`error_*`, `reply_*`) and schemas (`v_*`) name
 * keys at run time. Each family is gathered where it is used: looking keys up in the whole `m` would bundle every
 * message (mail bodies, every page's texts) into the first page, and the `v_*` family (field-messages.ts) loads
 * only with the forms.
 */
export function catalogueOf(families: MessageModules): (key: string, inputs?: Record<string, string | number>) => string | undefined {
  const catalogue: Record<string, MessageFunction | undefined> = Object.fromEntries(Object.values(families).flatMap((module) => Object.entries(module)));
  return (key, inputs) => catalogue[key]?.(inputs);
}

const serverTexts = catalogueOf(
  import.meta.glob<Record<string, MessageFunction>>(['../paraglide/messages/error_*.js', '../paraglide/messages/reply_*.js'], { eager: true }),
);

/** The text for a server's `error_<code>` or `reply_<code>` key in the interface language, if there is one. */
export function translateKey(key: string, inputs?: Record<string, string | number>): string | undefined {
  return serverTexts(key, inputs);
}
