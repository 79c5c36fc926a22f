import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cvLanguageSchema, proficiencyLevels, proficiencyPercent } from '../../worker/features/cvs/cvs.schemas';
import { levelMeets } from '../../worker/features/matching/levels';

const messages = Object.fromEntries(
  (['en', 'ckb', 'ar'] as const).map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>]),
);

describe('language levels (issue 23: "Native")', () => {
  it('lists Native as the highest level, accepted by the CV schema and above fluent in matching', () => {
    expect(proficiencyLevels.at(-1)).toBe('native');
    expect(cvLanguageSchema.safeParse({ language_id: 1, proficiency_level: 'native' }).success).toBe(true);
    expect(proficiencyPercent.native).toBe(100);
    expect(proficiencyPercent.fluent).toBeLessThan(proficiencyPercent.native);
    expect(levelMeets('native', 'fluent')).toBe(true);
    expect(levelMeets('fluent', 'native')).toBe(false);
  });

  it('names every level in the CV maker and the PDF in three languages, each its own word', () => {
    for (const locale of ['en', 'ckb', 'ar'] as const) {
      for (const prefix of ['cv_level_', 'pdf_level_']) {
        const names = proficiencyLevels.map((level) => messages[locale]?.[`${prefix}${level}`]);
        expect(names.every(Boolean), `${locale} ${prefix}`).toBe(true);
        expect(new Set(names).size, `${locale} ${prefix}`).toBe(proficiencyLevels.length);
      }
    }
  });
});
