import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const locales = ['en', 'ckb', 'ar'] as const;

function messagesOf(locale: string): Record<string, string> {
  const raw = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !key.startsWith('$')));
}

const english = messagesOf('en');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('messages', () => {
  it.each(locales)('%s has exactly the keys of en.json, none empty', (locale) => {
    const messages = messagesOf(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
  });

  it.each(['ckb', 'ar'])('%s is translated: every value is in Arabic script', (locale) => {
    for (const [key, text] of Object.entries(messagesOf(locale))) expect(text, key).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['ckb', 'ar'])('%s keeps the placeholders of English', (locale) => {
    for (const [key, text] of Object.entries(messagesOf(locale))) {
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it('Sorani uses Kurdish letters, not Arabic kaf and yeh', () => {
    for (const [key, text] of Object.entries(messagesOf('ckb'))) expect(text, key).not.toMatch(/[\u0643\u064A]/);
  });

  // Kar's interface writes numbers with Latin digits in every language (inputs accept Eastern digits too), so a
  // Sorani message with "٨" beside a screen that shows "8" reads as two conventions.
  it.each(['ckb', 'ar'])('%s writes numbers with the Latin digits the interface uses', (locale) => {
    for (const [key, text] of Object.entries(messagesOf(locale))) expect(text, key).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('paraglide compiled every message (its output is not empty)', () => {
    const folder = 'client/paraglide/messages';
    expect(existsSync(folder), 'run `npm run i18n` first').toBe(true);
    const files = readdirSync(folder).filter((file) => file.endsWith('.js') && !file.startsWith('_'));
    const compiled = new Set(files.map((file) => file.replace(/\.js$/, '')));
    for (const key of Object.keys(english)) expect(compiled.has(key), key).toBe(true);
    const index = readFileSync(`${folder}/_index.js`, 'utf8');
    expect(statSync(`${folder}/_index.js`).size).toBeGreaterThan(0);
    expect(index).toContain('login_promo_track');
    const sample = readFileSync(`${folder}/login_promo_track.js`, 'utf8');
    for (const locale of locales) expect(sample).toContain(messagesOf(locale).login_promo_track);
  });
});
