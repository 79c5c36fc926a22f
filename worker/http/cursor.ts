import { invalidFields } from './validation';
import type { Locale } from '../ports';

/** Keyset cursors are opaque to clients: base64url JSON of the last row's sort key. */
export function encodeCursor(key: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The key in a cursor, checked by `read`; anything unreadable is a 422 on `cursor`. */
export function decodeCursor<T>(cursor: string, locale: Locale, read: (value: unknown) => T | undefined): T {
  let value: unknown;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    value = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  } catch {
    value = undefined;
  }
  const key = value === undefined ? undefined : read(value);
  if (key === undefined) throw invalidFields(locale, { cursor: 'v_invalid_value' });
  return key;
}
