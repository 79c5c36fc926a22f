import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armSave, peekReturn, rememberReturn, takeArmedSave, takeReturn } from '../../client/lib/return-intent';
import { safeReturnPath } from '../../client/lib/safe-return-path';

describe('the page to go back to after signing in (no open redirect)', () => {
  it('keeps paths on this site, with their query, without the hash', () => {
    expect(safeReturnPath('/jobs/12/apply')).toBe('/jobs/12/apply');
    expect(safeReturnPath('/explore-jobs?q=nurse&city=3')).toBe('/explore-jobs?q=nurse&city=3');
    expect(safeReturnPath('/jobs/12#signup')).toBe('/jobs/12');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/jobs/../dashboard')).toBe('/dashboard');
  });

  it('refuses anything that leaves the site or is no path', () => {
    for (const wrong of [
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /jobs/1',
      'https://evil.example/jobs/1',
      'http:/evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'jobs/1',
      '',
      `/${'a'.repeat(2001)}`,
      null,
      undefined,
      42,
      ['/jobs/1'],
      { path: '/jobs/1' },
    ]) {
      expect(safeReturnPath(wrong), JSON.stringify(wrong)).toBeUndefined();
    }
  });

  it('never goes back to the sign-in prompt itself', () => {
    expect(safeReturnPath('/sign-in?redirect=/jobs/1')).toBeUndefined();
  });
});

describe('the remembered return and the save asked for on the way', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is taken once, and the sign-in page remembering the same path keeps the save', () => {
    rememberReturn('/jobs/7', 7);
    rememberReturn('/jobs/7');
    expect(peekReturn()).toEqual({ path: '/jobs/7', saveJobId: 7 });
    expect(takeReturn()).toEqual({ path: '/jobs/7', saveJobId: 7 });
    expect(takeReturn()).toBeUndefined();
  });

  it('forgets the save when another page is remembered, and refuses other sites', () => {
    rememberReturn('/jobs/7', 7);
    rememberReturn('/jobs/8/apply');
    expect(takeReturn()).toEqual({ path: '/jobs/8/apply', saveJobId: undefined });
    rememberReturn('//evil.example/x');
    expect(takeReturn()).toBeUndefined();
  });

  it('ignores a stored value that was tampered with or is over an hour old', () => {
    store.set('kar.return', JSON.stringify({ path: 'https://evil.example', at: Date.now() }));
    expect(takeReturn()).toBeUndefined();
    store.set('kar.return', JSON.stringify({ path: '/jobs/1', saveJobId: 'x', at: Date.now() }));
    expect(takeReturn()).toEqual({ path: '/jobs/1', saveJobId: undefined });
    store.set('kar.return', '{not json');
    expect(takeReturn()).toBeUndefined();
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    rememberReturn('/jobs/1', 1);
    vi.setSystemTime(new Date('2026-11-27T11:00:01Z'));
    expect(takeReturn()).toBeUndefined();
  });

  it('works, remembering nothing, where storage is refused', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberReturn('/jobs/1', 1)).not.toThrow();
    expect(takeReturn()).toBeUndefined();
  });

  it('hands an armed save to that job only, once', () => {
    armSave(5);
    expect(takeArmedSave(6)).toBe(false);
    expect(takeArmedSave(5)).toBe(true);
    expect(takeArmedSave(5)).toBe(false);
  });
});
