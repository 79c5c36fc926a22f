// Extensions spelled out: the seed scripts run this file under plain Node (type stripping resolves no bare paths).
import { richTextToPlainText } from '../platform/rich-text.ts';
import { filterTokens, type FilterFacts } from './filter-tokens.ts';
import { fold } from './fold.ts';

interface Names {
  en: string;
  ckb: string;
  ar: string;
}

/** Enough of a long description for search; the rest only makes the index larger. */
const maxBodyLength = 12_000;

/**
 * The folded text of a job's two FTS columns. The city, sector, position and job type go in by their names in all
 * three languages, so "Erbil", "أربيل" and "هەولێر" all find a job in Erbil whatever language it was written in;
 * the body ends with the job's filter words (filter-tokens.ts).
 */
export function jobIndexText(job: {
  title: string;
  description: string | null;
  requirements: readonly string[];
  companyName: string;
  lookups: ReadonlyArray<Names | undefined>;
  facts: FilterFacts;
}): { titleFolded: string; bodyFolded: string } {
  const names = job.lookups.flatMap((lookup) => (lookup ? [lookup.en, lookup.ckb, lookup.ar] : []));
  const body = [job.description ? richTextToPlainText(job.description) : '', ...job.requirements, job.companyName, ...names].join('\n');
  return { titleFolded: fold(job.title), bodyFolded: `${fold(body).slice(0, maxBodyLength)}\n${filterTokens(job.facts)}` };
}
