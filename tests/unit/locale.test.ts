import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '../../worker/http/locale';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['ckb', 'ckb'],
    ['ku', 'ckb'],
    ['ku-IQ', 'ckb'],
    ['CKB-iq', 'ckb'],
    ['ar', 'ar'],
    ['ar-IQ,ar;q=0.9', 'ar'],
    ['fr-FR, de;q=0.8', 'en'],
    ['fr, ar;q=0.7, en;q=0.5', 'ar'],
    ['en;q=0.4, ckb;q=0.9', 'ckb'],
    ['ckb;q=0, ar', 'ar'],
    ['*', 'en'],
    ['garbage;;;q=x', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
