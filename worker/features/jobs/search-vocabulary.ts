// Extensions spelled out: the search benchmark runs this under plain Node.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Vocabulary } from './suggestions.ts';

/**
 * The least time between two copies of the index's words (`search_vocabulary`, db/schema/jobs.ts), ~0.5 s of the
 * database's time for 100,000 jobs: on a board that changes all the time, typo searches read fts5vocab in between.
 */
export const vocabularyCopyIntervalMs = 5 * 60_000;

/** ە folded (worker/shared/fold.ts): the vowel an Arabic keyboard has no key for, so people leave it out ("هولير" for هەولێر). */
const leftOutVowel = '\u06D5';
const arabicScript = /[\u0600-\u06FF]/;

/**
 * Words of the index that may be near a word, with how many jobs hold each: those starting with its first two
 * letters, or with the pairs a typo in the first letters would leave (a swap, a dropped or an extra second letter,
 * or in Arabic script a left-out ە after the first), read from `source` (fts5vocab, or the copy of it).
 */
function wordsNear(db: Database, source: { table: SQL; docs: SQL }, word: string, limit: number) {
  const letters = [...word];
  const pair = (a: number, b: number) => `${letters[a] ?? ''}${letters[b] ?? ''}`;
  const vowelLeftOut = arabicScript.test(letters[0] ?? '') ? [`${letters[0]}${leftOutVowel}`] : [];
  const starts = [...new Set([pair(0, 1), pair(1, 0), pair(0, 2), pair(1, 2), ...vowelLeftOut])].filter((start) => [...start].length === 2);
  // One range a SELECT: fts5vocab uses a range on `term` to seek, but reads everything for an OR of ranges.
  const lengths = sql`length(term) between ${Math.max(1, letters.length - 2)} and ${letters.length + 2}`;
  const ranges = starts.map(
    (start) => sql`select term, ${source.docs} as doc from ${source.table} where term >= ${start} and term < ${start + '\u{10FFFF}'} and ${lengths}`,
  );
  return db.all<{ term: string; doc: number }>(sql`${sql.join(ranges, sql` union all `)} limit ${limit}`);
}

/** A lookup's names in the three languages, as worker/shared/job-index-text.ts indexes them. */
const lookupNames = (table: string, id: SQL) =>
  sql`coalesce((select name_en || char(10) || name_ckb || char(10) || name_ar from ${sql.raw(table)} where id = ${id}), '')`;

/**
 * For each word of the index, the text the newest job holding it was indexed from (title, description, requirements,
 * company and lookup names; description as stored, its markup is not a word anyone searches): one exact-word MATCH
 * each. A word no job holds any more (a stale copy) has no row.
 */
function textsHolding(db: Database, terms: readonly string[]) {
  const job = sql`j.search_rowid = (select rowid from jobs_fts where jobs_fts match '"' || t.value || '"' order by rowid desc limit 1)`;
  return db.all<{ term: string; text: string }>(sql`select t.value as term, j.title || char(10) || coalesce(j.description, '') || char(10)
      || coalesce((select group_concat(r.name, char(10)) from job_requirements r where r.job_id = j.id), '') || char(10)
      || coalesce((select c.legal_name from companies c where c.user_id = j.company_id), '') || char(10)
      || ${lookupNames('cities', sql`j.city_id`)} || char(10) || ${lookupNames('sectors', sql`j.sector_id`)} || char(10)
      || ${lookupNames('positions', sql`j.position_id`)} || char(10) || ${lookupNames('job_types', sql`j.job_type_id`)} as text
    from json_each(${JSON.stringify(terms)}) t cross join jobs j on ${job}`);
}

export function searchVocabularyRepo(db: Database) {
  /** Whether a word is in the index, from the lazy 'instance' vocabulary (the 'row' one would count its postings first). */
  const termExists = async (word: string) =>
    (await db.all<{ one: number }>(sql`select 1 as one from jobs_fts_instances where term = ${word} limit 1`)).length > 0;
  const texts = (terms: readonly string[]) => textsHolding(db, terms);
  return {
    /** The index's words as they are now: exact, but fts5vocab counts every posting of each word of the ranges. */
    live: {
      termExists,
      textsHolding: texts,
      vocabularyNear: (word, limit) => wordsNear(db, { table: sql`jobs_fts_vocab`, docs: sql`doc` }, word, limit),
    } satisfies Vocabulary,

    /** The copy: the same words and counts as when it was made, read as ranges of a small table. */
    copy: {
      termExists,
      textsHolding: texts,
      vocabularyNear: (word, limit) => wordsNear(db, { table: sql`search_vocabulary`, docs: sql`docs` }, word, limit),
    } satisfies Vocabulary,

    /**
     * Whether the copy equals the index (no job entered, left or changed in it since: 0022's triggers), and whether a
     * new copy may be made now.
     */
    copyState: async (now: Date) => {
      const [row] = await db.all<{ at: number; changed: number }>(
        sql`select refreshed_at as at, index_changed as changed from search_vocabulary_state where id = 1`,
      );
      return { current: row !== undefined && row.changed === 0, due: row === undefined || now.getTime() - row.at >= vocabularyCopyIntervalMs };
    },

    /**
     * Brings the copy up to the index's words in one batch: only words that are new, gone or counted differently are
     * written (D1 bills rows written, and a whole copy wrote each word twice, the board's whole vocabulary every
     * time); reading both lists is the cheap part (~0.5 s of reading for 100,000 jobs' 18,000 words).
     */
    refresh: (now: Date) =>
      db.batch([
        db.run(sql`delete from search_vocabulary where term not in (select term from jobs_fts_vocab)`),
        db.run(sql`insert into search_vocabulary (term, docs) select term, doc from jobs_fts_vocab where true
          on conflict (term) do update set docs = excluded.docs where docs <> excluded.docs`),
        db.run(sql`insert into search_vocabulary_state (id, refreshed_at, index_changed) values (1, ${now.getTime()}, 0)
          on conflict (id) do update set refreshed_at = excluded.refreshed_at, index_changed = 0`),
      ]),
  };
}

/**
 * The words a typo search reads at `now`: the copy while it equals the index; otherwise fts5vocab itself, with
 * `refresh` (when a copy is due) to run after the reply so that the next typo searches read the copy. Either way the
 * same words and counts.
 */
export async function typoVocabulary(db: Database, now: Date): Promise<{ vocabulary: Vocabulary; refresh: (() => Promise<unknown>) | null }> {
  const words = searchVocabularyRepo(db);
  const { current, due } = await words.copyState(now);
  if (current) return { vocabulary: words.copy, refresh: null };
  return { vocabulary: words.live, refresh: due ? () => words.refresh(now) : null };
}
