import { describe, expect, it } from 'vitest';
import {
  aliKLetters,
  convertAliK,
  convertAliKRun,
  decodeArabic1252Mojibake,
  isAliKFontName,
  looksLikeAliK,
  toAliK,
} from '../../client/features/cv-import/parse/ali-k';

/** Ali-K typing (what the DOCX holds) and the Sorani a reader saw. */
const words: Array<[string, string]> = [
  ['ثرِضيَذ', 'پڕچێژ'],
  ['بآولآت', 'بێوڵات'],
  ['بةلَآ', 'بەڵێ'],
  ['ثيَلاَو', 'پێڵاو'],
  ['بطؤرِنةءة', 'بگۆڕنەوە'],
  ['مريشكيَك', 'مریشکێک'],
  ['لةطةلّ', 'لەگەڵ'],
  ['لـآ', 'لێ'],
  ['ئةندازيارى', 'ئەندازیاری'],
  ['كؤمثانياى', 'کۆمپانیای'],
  ['زانكؤى سةلاحةدين', 'زانکۆی سەلاحەدین'],
  ['هةوليَر', 'هەولێر'],
  ['سليَمانى', 'سلێمانی'],
  ['طةشةثيَدةر', 'گەشەپێدەر'],
  ['ظيديؤ', 'ڤیدیۆ'],
  ['رِؤذنامةظان', 'ڕۆژنامەڤان'],
  ['ساَلَ', 'ساڵ'],
  ['ماَلَ', 'ماڵ'],
  ['خويَندن', 'خوێندن'],
  ['زمانى ئينطليزى', 'زمانی ئینگلیزی'],
  ['شارةزايى', 'شارەزایی'],
  ['رةنط', 'ڕەنگ'],
  ['طوناه', 'گوناهـ'],
  ['خةلاَت', 'خەڵات'],
];

const sentences: Array<[string, string]> = [
  ['ناوم شيلانة و لة هةوليَر دةذيم.', 'ناوم شیلانە و لە هەولێر دەژیم.'],
  ['ماوةى ثيَنج ساَلَ وةك ئةندازيارى تؤرِ كارم كردووة لة كؤمثانياى كؤرةك.', 'ماوەی پێنج ساڵ وەک ئەندازیاری تۆڕ کارم کردووە لە کۆمپانیای کۆرەک.'],
  ['بةكالؤريؤس لة ئةندازيارى كؤمثيوتةر، زانكؤى سليَمانى', 'بەکالۆریۆس لە ئەندازیاری کۆمپیوتەر، زانکۆی سلێمانی'],
];

describe('Ali-K to Unicode Sorani', () => {
  it.each(words)('converts the word %s', (typed, sorani) => {
    expect(convertAliK(typed)).toBe(sorani);
  });

  it.each(sentences)('converts the sentence %s', (typed, sorani) => {
    expect(convertAliK(typed)).toBe(sorani);
  });

  it('leaves English, digits and e-mails alone', () => {
    expect(convertAliK('shilan@example.com 0750 123 4567 Microsoft Office')).toBe('shilan@example.com 0750 123 4567 Microsoft Office');
  });

  describe('every letter of the mapping', () => {
    it.each(aliKLetters.map((letter) => [letter.sorani, letter] as const))(
      '%s round-trips at the start, inside and at the end of a word',
      (_sorani, letter) => {
        for (const typed of [letter.aliK, ...(letter.also ?? [])]) expect(convertAliK(typed)).toBe(letter.sorani);
        expect(toAliK(letter.sorani)).toBe(letter.aliK);
        for (const word of [`${letter.sorani}ن`, `ب${letter.sorani}ت`, `ک${letter.sorani}`]) {
          // A final ە is only reachable as ة; the rest of the word stays as typed.
          expect(convertAliK(toAliK(word))).toBe(word);
        }
      },
    );

    it('keeps the letters the fonts do not move', () => {
      const unchanged = 'ئابتجحخدزسشعغفقلمنوهـ';
      expect(toAliK(unchanged)).toBe(unchanged);
      expect(convertAliK(unchanged)).toBe(unchanged);
    });

    it.each(words.map(([, sorani]) => [sorani]))('round-trips the Unicode word %s', (sorani) => {
      expect(convertAliK(toAliK(sorani))).toBe(sorani);
    });
  });
});

describe('finding Ali-K', () => {
  it.each(['Ali_K_Samik', 'Ali_K_Alwand', 'Ali-K Sharif', 'Ali K Traditional', 'ali_k_sahifa bold', 'ABCDEF+Ali_K_Samik,Bold', 'AliK_Samik'])(
    'knows the font %s',
    (name) => expect(isAliKFontName(name)).toBe(true),
  );

  it.each(['Arial', 'Alice', 'Alike', 'Ali', 'Calibri', 'Unikurd Web', 'Noto Naskh Arabic', '', null])('does not take %s for Ali-K', (name) => {
    expect(isAliKFontName(name)).toBe(false);
  });

  it('recognises Ali-K typing by its letters', () => {
    for (const [typed] of sentences) expect(looksLikeAliK(typed)).toBe(true);
    expect(looksLikeAliK('لةطةلّ')).toBe(true);
  });

  it('does not take Arabic or Unicode Sorani for Ali-K', () => {
    expect(looksLikeAliK('مهندس برمجيات في شركة زين العراق منذ عام 2019، مسؤول عن تطوير التطبيقات والأنظمة الإلكترونية.')).toBe(false);
    expect(looksLikeAliK('جامعة صلاح الدين - كلية الهندسة')).toBe(false);
    expect(looksLikeAliK('الآن')).toBe(false);
    expect(looksLikeAliK('ماوەی پێنج ساڵ وەک ئەندازیاری تۆڕ کارم کردووە لە کۆمپانیای کۆرەک.')).toBe(false);
    expect(looksLikeAliK('Software engineer at Zain')).toBe(false);
  });

  it('converts a run by its font, or by its letters when the font is unknown', () => {
    expect(convertAliKRun({ text: 'ئةندازيار', fontName: 'Ali_K_Samik' })).toBe('ئەندازیار');
    expect(convertAliKRun({ text: 'لة هةوليَر', fontName: null })).toBe('لە هەولێر');
    // An Arabic run in an Arabic font stays Arabic even if a letter could be Ali-K.
    expect(convertAliKRun({ text: 'شركة طيران', fontName: 'Arial' })).toBe('شركة طيران');
  });

  it('reads Windows-1256 bytes that a PDF gave as Latin-1 (an Ali-K font without a Unicode map)', () => {
    // "ÈÉÑ" is بةر byte for byte; in Ali-K that is بەر.
    expect(decodeArabic1252Mojibake('ÈÉÑ')).toBe('بةر');
    expect(convertAliKRun({ text: 'ÆÉäÏÇÒíÇÑ', fontName: 'Ali_K_Samik' })).toBe('ئەندازیار');
    expect(decodeArabic1252Mojibake('Café Résumé')).toBe('Café Résumé');
  });
});
