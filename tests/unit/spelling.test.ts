import { describe, expect, it } from 'vitest';
import { fold } from '../../worker/shared/fold';
import { spellingOf } from '../../worker/features/jobs/spelling';

describe('spellingOf(): a folded word of the index as jobs write it', () => {
  it('finds the written word that folds to it, as the jobs write it', () => {
    expect(spellingOf(fold('هەولێر'), ['<p>کار لە <strong>هەولێر</strong>.</p>\nErbil\nأربيل'])).toBe('هەولێر');
    expect(spellingOf(fold('ئەندازیار'), ['ئه\u200Cندازیار و ئەندازیار، ئەندازیار'])).toBe('ئەندازیار');
    expect(spellingOf('engineer', ['Civil Engineer'])).toBe('engineer');
  });

  it('prefers the shorter of two equally common spellings (the word without its Arabic article)', () => {
    expect(spellingOf(fold('محاسب'), ['المحاسب الرئيسي', 'محاسب أول'])).toBe('محاسب');
  });

  it('answers the folded word when no text writes it', () => {
    expect(spellingOf('xylophonist', ['Piano teacher'])).toBe('xylophonist');
    expect(spellingOf(fold('هەولێر'), [])).toBe(fold('هەولێر'));
  });
});
