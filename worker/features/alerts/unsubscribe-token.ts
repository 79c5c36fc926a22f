import { constantTimeEqual, hmacSha256Hex } from '../../platform/crypto';

/**
 * The signed token of a mail's unsubscribe link (RFC 8058): `<kind>.<id>.<expires>.<signature>`, an HMAC-SHA-256
 * with the server's code key over the rest, so nothing is stored per mail and a forged or edited link fails. The kind
 * names what the link ends (`a`: a job alert); other mail that others can stop adds its own letter.
 */
export type UnsubscribeKind = 'a';

/** A link in an old mail still works for this long; after that the reader unsubscribes from their settings. */
export const unsubscribeLinkDays = 90;

const shape = /^([a-z])\.(\d{1,12})\.(\d{1,12})\.([0-9a-f]{64})$/;

const signed = (kind: string, id: number, expires: number) => `unsubscribe:${kind}:${id}:${expires}`;

export async function unsubscribeToken(key: string, kind: UnsubscribeKind, id: number, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + unsubscribeLinkDays * 86_400;
  return `${kind}.${id}.${expires}.${await hmacSha256Hex(key, signed(kind, id, expires))}`;
}

export type UnsubscribeCheck = { ok: true; kind: UnsubscribeKind; id: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature first: an expired link is told apart only when it is one of ours. */
export async function readUnsubscribeToken(key: string, token: string | undefined, now: Date): Promise<UnsubscribeCheck> {
  const parts = shape.exec(token ?? '');
  if (!parts) return { ok: false, reason: 'invalid' };
  const [, kind = '', id = '', expires = '', signature = ''] = parts;
  if (kind !== 'a') return { ok: false, reason: 'invalid' };
  const expected = await hmacSha256Hex(key, signed(kind, Number(id), Number(expires)));
  if (!constantTimeEqual(expected, signature)) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, kind, id: Number(id) };
}
