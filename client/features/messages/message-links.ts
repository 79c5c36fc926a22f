/**
 * A message is plain text: the only markup it gets is a link for a web address written in it. Only http(s)
 * addresses become links (never `javascript:` or `data:`), and the address is re-read by `URL`, so what the anchor
 * points to is what the reader sees.
 */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const candidate = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Closing punctuation right after an address is the sentence's, not the address's. */
const trailing = /[.,;:!?)\]}'"،؛؟]+$/;

export function safeHref(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(candidate)) {
    const start = match.index;
    const address = match[0].replace(trailing, '');
    const href = safeHref(address);
    pushText(body.slice(rest, start));
    if (href) parts.push({ kind: 'link', text: address, href });
    else pushText(address);
    rest = start + address.length;
  }
  pushText(body.slice(rest));
  return parts;
}
