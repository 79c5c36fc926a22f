import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../worker/shared/fold';
import { matchExpression } from '../../worker/features/jobs/search-query';
import { libsqlEmbeddedDatabase, migrateEmbedded } from '../../db/client.node';
import { sql } from 'drizzle-orm';

/** Every row of the fold's table (docs/product.md#search, docs/decisions/0016): the spellings on the left fold to the one on the right. */
const designTable: Array<[string[], string]> = [
  [['\u064A', '\u0649', '\u06D0', '\u06CE'], '\u06CC'],
  [['\u0643'], '\u06A9'],
  // Arabic keyboards have no ە: its ه (and ة, ھ) stand for it anywhere in a word, so all of them are one letter.
  [['\u0629', '\u0647', '\u06BE'], '\u06D5'],
  [['\u0623', '\u0625', '\u0622', '\u0671'], '\u0627'],
  [['\u06C6'], '\u0648'],
  [['\u0695'], '\u0631'],
  [['\u06B5'], '\u0644'],
];

const harakat = ['\u064B', '\u064C', '\u064D', '\u064E', '\u064F', '\u0650', '\u0651', '\u0652', '\u0670', '\u0610', '\u06D6'];
const invisibles = ['\u0640', '\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u202A', '\u202E', '\u2066', '\u2069', '\u061C', '\uFEFF'];

describe('fold(): the rules of docs/product.md#search', () => {
  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 60 }), (text) => fold(fold(text)) === fold(text)),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => fold(fold(text)) === fold(text)),
      { numRuns: 3000 },
    );
  });

  it('is idempotent on text made of the letters it maps and drops', () => {
    const pieces = [...designTable.flatMap(([from, to]) => [...from, to]), ...harakat, ...invisibles, '\u0647', '\u06D5', 'ال', 'لل', ' ', 'ب', 'ر', 'A'];
    const arabicish = fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(arabicish, (text) => fold(fold(text)) === fold(text)),
      { numRuns: 3000 },
    );
  });

  it('folds every pair of the table together, inside a word and alone', () => {
    for (const [spellings, target] of designTable) {
      for (const spelling of spellings) {
        expect(fold(spelling), `${spelling} alone`).toBe(fold(target));
        expect(fold(`ب${spelling}ر`), `${spelling} inside a word`).toBe(fold(`ب${target}ر`));
      }
    }
    fc.assert(
      fc.property(fc.constantFrom(...designTable), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), ([spellings, target], before, after) =>
        spellings.every((spelling) => fold(before + spelling + after) === fold(before + target + after)),
      ),
    );
  });

  it('drops harakat, Quranic marks, tatweel, zero-width and direction marks', () => {
    for (const mark of [...harakat, ...invisibles.filter((mark) => mark !== '\u200C')]) {
      expect(fold(`مه${mark}ندس`), JSON.stringify(mark)).toBe(fold('مهندس'));
    }
  });

  it('folds ه and ە together anywhere in a word, with or without a non-joiner', () => {
    expect(fold('مدرسه')).toBe('مدرسە');
    expect(fold('ئه\u200Cندازیار')).toBe('ئەندازیار');
    expect(fold('ئهندازيار')).toBe('ئەندازیار');
    expect(fold('ههولير')).toBe(fold('هەولێر'));
    expect(fold('ده')).toBe('دە');
    expect(fold('دهۆک')).toBe(fold('دەوک'));
    expect(fold('مهندس')).toBe(fold('مەندس'));
    // What drizzle/0023_search-fold-heh.sql relies on: no folded text holds ه (or ھ, ة) any more.
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), (text) => !/[\u0647\u06BE\u0629]/.test(fold(`${text}ه ھ ة${text}`))),
      { numRuns: 2000 },
    );
  });

  it('makes Arabic-Indic and Persian digits ASCII', () => {
    expect(fold('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(fold('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('keeps Latin letters (lower case) and digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9 +#.]{0,40}$/), (text) => fold(text) === text.toLowerCase()));
  });

  it('strips Arabic article prefixes only when two letters stay', () => {
    expect(fold('المهندس')).toBe('مەندس');
    expect(fold('والمهندس')).toBe('مەندس');
    expect(fold('بالمدرسة')).toBe('مدرسە');
    expect(fold('كالبحر')).toBe('بحر');
    expect(fold('فالعمل')).toBe('عمل');
    expect(fold('للبيع')).toBe('بیع');
    expect(fold('الي')).toBe('الی');
    expect(fold('بالا')).toBe('بالا');
  });
});

/** Real queries and the job text they must find, through the real FTS5 table of the migrations. */
const pairs: Array<{ query: string; document: string; note: string }> = [
  { note: 'Arabic ك and ي for Sorani ک and ی', query: 'كار', document: 'کار لە هەولێر' },
  { note: 'Arabic ي for ێ', query: 'سليماني', document: 'ئۆفیسی سلێمانی' },
  { note: 'ه+ZWNJ and ي for ە and ێ', query: 'هه‌ولير', document: 'هەولێر' },
  { note: 'Arabic-keyboard ئەندازیار', query: 'ئه‌ندازيار', document: 'ئەندازیاری نەرمەکاڵا' },
  { note: 'ه for ە inside a word without a non-joiner', query: 'ئهندازيار', document: 'ئەندازیاری نەرمەکاڵا' },
  { note: 'ه for ە inside a word that is not the last', query: 'ئهندازياري نهرمهكالا', document: 'ئەندازیاری نەرمەکاڵا' },
  { note: 'ه for ە twice, ي for ێ', query: 'ههولير', document: 'کار لە هەولێر' },
  { note: 'Arabic ه inside a word still finds itself', query: 'مهندس', document: 'المهندس المدني' },
  { note: 'ۆ typed as و', query: 'ماموستا', document: 'مامۆستای بیرکاری' },
  { note: 'ڵ and ڕ typed as ل and ر', query: 'بەریوەبەری دارایی', document: 'بەڕێوەبەری دارایی' },
  { note: 'word-final ه for ە', query: 'پەروەرده', document: 'بەشی پەروەردە' },
  { note: 'ة and ه for each other', query: 'مدرسه', document: 'معلم في المدرسة' },
  { note: 'harakat in the query', query: 'مُهَنْدِس', document: 'مهندس برمجيات' },
  { note: 'tatweel in the query', query: 'مهـــندس', document: 'مهندس مدني' },
  { note: 'ZWNJ inside a word', query: 'کۆمپانیا\u200C', document: 'کۆمپانیای زاگرۆس' },
  { note: 'hamza forms of alef', query: 'أربيل', document: 'اربيل' },
  { note: 'Arabic article in the document', query: 'محاسب', document: 'المحاسب الرئيسي' },
  { note: 'Arabic article in the query', query: 'المبيعات', document: 'مندوب مبيعات' },
  { note: 'Arabic-Indic digits', query: '٢٠٢٦', document: 'Graduates of 2026' },
  { note: 'Persian digits', query: '۲۰۲۶', document: 'Graduates of ٢٠٢٦' },
  { note: 'c#', query: 'C#', document: 'Senior C# developer' },
  { note: 'c++', query: 'c++', document: 'Embedded C++ engineer' },
  { note: 'node.js', query: 'Node.js', document: 'Backend (node.js) developer' },
  { note: 'prefix on the last word', query: 'backend dev', document: 'Backend developer' },
  { note: 'prefix on a last word typed with final ه', query: 'ده', document: 'دهۆک' },
  { note: 'a word, then a last word typed with final ه', query: 'کار ده', document: 'کار لە دهۆک' },
  { note: 'a word, then a last word with final ه that is whole', query: 'کار پەروەرده', document: 'کار لە پەروەردە' },
];

const misses: Array<{ query: string; document: string; note: string }> = [
  { note: 'c# is not c', query: 'c#', document: 'Objective C developer' },
  { note: 'c++ is not c#', query: 'c++', document: 'C# developer' },
  { note: 'every word must match', query: 'react erbil', document: 'React developer in Duhok' },
];

describe('query and document pairs through FTS5', () => {
  async function matches(query: string, document: string): Promise<boolean> {
    const { db, close } = libsqlEmbeddedDatabase(':memory:');
    try {
      await migrateEmbedded(db);
      await db.run(sql`insert into jobs_fts(rowid, title, body) values (1, ${fold(document)}, '')`);
      const expression = matchExpression(query);
      if (!expression) return false;
      const rows = await db.all<{ rowid: number }>(sql`select rowid from jobs_fts where jobs_fts match ${expression}`);
      return rows.length === 1;
    } finally {
      close();
    }
  }

  it.each(pairs)('$note: "$query" finds "$document"', async ({ query, document }) => {
    expect(await matches(query, document)).toBe(true);
  });

  it.each(misses)('$note: "$query" does not find "$document"', async ({ query, document }) => {
    expect(await matches(query, document)).toBe(false);
  });

  it('gives no expression for empty and punctuation-only queries', () => {
    for (const query of ['', '   ', '"', '*', '-', ':', '+', '#', '()', '\u200C\u0640']) expect(matchExpression(query), JSON.stringify(query)).toBeNull();
  });

  it('quotes FTS syntax so it is read as words', async () => {
    for (const query of ['"unclosed', 'a OR b', 'NEAR(a b)', 'title:engineer', '-engineer', 'engineer*', 'a AND NOT b', '^start', '{title}: x']) {
      const expression = matchExpression(query);
      expect(expression, query).not.toBeNull();
      await expect(matches(query, 'engineer title near start x a b'), query).resolves.toBeTypeOf('boolean');
    }
  });

  it('bounds a 500-character query', async () => {
    const query = 'مهندس '.repeat(84).slice(0, 500);
    expect(query).toHaveLength(500);
    const expression = matchExpression(query) ?? '';
    expect(expression.length).toBeLessThan(700);
    expect(await matches(query, 'مهندس')).toBe(true);
    expect(matchExpression('x'.repeat(500))).not.toBeNull();
  });
});
