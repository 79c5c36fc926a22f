import { describe, expect, it } from 'vitest';
import { searchChoice, searchId, searchText } from '../../client/lib/search-params';

// The router hands validateSearch each parameter JSON-parsed where it can be (`?city=3` → 3, `?q=abc` → "abc").
describe("routes' search parameter readers", () => {
  it('reads an id from a number or a string of digits, and drops anything else', () => {
    expect(searchId(3)).toBe(3);
    expect(searchId('42')).toBe(42);
    for (const wrong of [0, -1, 2.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, '', '4x', ' 4', '-4', '1e3', null, undefined, true, [1], { id: 1 }]) {
      expect(searchId(wrong), String(wrong)).toBeUndefined();
    }
  });

  it('reads text only from a string', () => {
    expect(searchText('nurse')).toBe('nurse');
    expect(searchText('')).toBe('');
    for (const wrong of [3, null, undefined, ['a'], { q: 'a' }]) expect(searchText(wrong)).toBeUndefined();
  });

  it('reads one of a fixed set of words', () => {
    expect(searchChoice(['account', 'company'], 'company')).toBe('company');
    for (const wrong of ['Company', 'admin', '', 1, null, undefined]) expect(searchChoice(['account', 'company'], wrong)).toBeUndefined();
  });
});
