import { fold } from '../../shared/fold';
import type { AnswerValue, RefusedTopic, ScreeningAnswer, ScreeningQuestion, StoredQuestion } from './match.schemas';
import { clearedPhrases, languageContextWords, peopleNames, refusedWords } from './refused-words';

/**
 * Screening questions (docs/product.md#matching-and-screening): which questions Kar refuses to carry, whether an answer
 * fits its question, and which answers fail a knock-out. Pure; the server turns a refused topic into the company's
 * language (`refused_topic_<topic>`) and a failed knock-out into the applicant's "Not a fit" reason. A knock-out
 * never rejects anyone: it sorts, and the company decides.
 */

// Refused topics --------------------------------------------------------------------------------------------------

interface Pattern {
  /** The entry as written in refused-words.ts, shown to people who maintain the lists. */
  term: string;
  words: Array<{ text: string; prefix: boolean }>;
  atEnd: boolean;
}

interface CompiledTopic {
  topic: RefusedTopic;
  pattern: Pattern;
  /** A name of a people, forgiven in a question about language. */
  unlessAboutLanguage: boolean;
}

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** Folds an entry word by word, keeping its `*` (prefix) and final `$` (ends the question) marks. */
function compile(term: string): Pattern {
  const atEnd = term.endsWith('$');
  const words = (atEnd ? term.slice(0, -1) : term)
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const prefix = word.endsWith('*');
      return wordsOf(fold(prefix ? word.slice(0, -1) : word)).map((text, index, all) => ({
        text,
        prefix: prefix && index === all.length - 1,
      }));
    });
  return { term, words, atEnd };
}

const allLanguages = <T>(lists: { en: readonly T[]; ckb: readonly T[]; ar: readonly T[] }) => [...lists.en, ...lists.ckb, ...lists.ar];

interface CompiledPatterns {
  /** Every entry once, longest first, so "ڕەگەزنامە" (nationality) is found before "ڕەگەز" (gender) would be. */
  topics: CompiledTopic[];
  languageContext: Pattern[];
  cleared: Pattern[];
}

let compiledPatterns: CompiledPatterns | undefined;

/** The lists compiled on the first question read, not when an isolate loads this module (most requests read none). */
function patterns(): CompiledPatterns {
  compiledPatterns ??= {
    topics: [
      ...Object.entries(refusedWords).flatMap(([topic, lists]) =>
        allLanguages(lists).map((term) => ({
          topic: topic as RefusedTopic,
          pattern: compile(term),
          unlessAboutLanguage: false,
        })),
      ),
      ...allLanguages(peopleNames).map((term) => ({
        topic: 'ethnicity' as const,
        pattern: compile(term),
        unlessAboutLanguage: true,
      })),
    ].sort((a, b) => b.pattern.words.map((word) => word.text).join(' ').length - a.pattern.words.map((word) => word.text).join(' ').length),
    languageContext: allLanguages(languageContextWords).map(compile),
    cleared: clearedPhrases.map(compile),
  };
  return compiledPatterns;
}

function wordMatches(word: string, pattern: { text: string; prefix: boolean }): boolean {
  return pattern.prefix ? word.startsWith(pattern.text) : word === pattern.text;
}

/** The index where the pattern's words start in `words`, or -1. */
function findPattern(words: readonly string[], pattern: Pattern): number {
  const length = pattern.words.length;
  if (length === 0) return -1;
  for (let start = 0; start + length <= words.length; start += 1) {
    if (pattern.atEnd && start + length !== words.length) continue;
    if (pattern.words.every((part, offset) => wordMatches(words[start + offset] ?? '', part))) return start;
  }
  return -1;
}

/** The question's words, folded, with the cleared phrases ("the United Nations") taken out. */
function questionWords(text: string): string[] {
  const words = wordsOf(fold(text));
  for (const phrase of patterns().cleared) {
    for (let at = findPattern(words, phrase); at >= 0; at = findPattern(words, phrase)) words.splice(at, phrase.words.length);
  }
  return words;
}

export interface RefusedHit {
  topic: RefusedTopic;
  /** The list entry that matched (for logs and the people who keep the lists; not shown to the company). */
  term: string;
}

/** The refused topic a text asks about, or null. Reads English, Sorani and Arabic alike, as people type them. */
export function refusedTopic(text: string): RefusedHit | null {
  const words = questionWords(text);
  const { languageContext, topics } = patterns();
  const aboutLanguage = languageContext.some((pattern) => findPattern(words, pattern) >= 0);
  for (const { topic, pattern, unlessAboutLanguage } of topics) {
    if (unlessAboutLanguage && aboutLanguage) continue;
    if (findPattern(words, pattern) >= 0) return { topic, term: pattern.term };
  }
  return null;
}

export interface RefusedQuestion extends RefusedHit {
  /** Where the topic was found: the question, or one of its choices ("Male / Female"). */
  field: 'text' | 'choices';
}

/** The refused topic of a screening question: its text first, then each of its choices. */
export function refusedQuestion(question: Pick<ScreeningQuestion, 'text'> & { choices?: readonly string[] }): RefusedQuestion | null {
  const inText = refusedTopic(question.text);
  if (inText) return { ...inText, field: 'text' };
  for (const choice of question.choices ?? []) {
    const inChoice = refusedTopic(choice);
    if (inChoice) return { ...inChoice, field: 'choices' };
  }
  return null;
}

/** The first refused question of a job's list, with its index (for the 422's path `questions.N.text`). */
export function firstRefusedQuestion(questions: readonly ScreeningQuestion[]): (RefusedQuestion & { index: number }) | null {
  for (const [index, question] of questions.entries()) {
    const hit = refusedQuestion({ text: question.text, choices: question.kind === 'choice' ? question.choices : [] });
    if (hit) return { ...hit, index };
  }
  return null;
}

// Answers and knock-outs ------------------------------------------------------------------------------------------

export type AnswerProblem = 'missing' | 'wrong_kind' | 'no_such_choice' | 'unknown_question';

/**
 * Why a set of answers cannot be taken with an application: every question needs an answer of its own kind (a
 * yes/no takes true/false, a number a number, a choice the index of one of its choices), and no answer may point at
 * a question the job does not ask.
 */
export function answerProblems(
  questions: readonly StoredQuestion[],
  answers: readonly ScreeningAnswer[],
): Array<{ question_id: number; problem: AnswerProblem }> {
  const asked = new Map(questions.map((question) => [question.id, question]));
  const given = new Map(answers.map((answer) => [answer.question_id, answer.value]));
  const problems: Array<{ question_id: number; problem: AnswerProblem }> = [];
  for (const answer of answers) if (!asked.has(answer.question_id)) problems.push({ question_id: answer.question_id, problem: 'unknown_question' });
  for (const question of questions) {
    const value = given.get(question.id);
    const problem = value === undefined ? 'missing' : valueProblem(question, value);
    if (problem) problems.push({ question_id: question.id, problem });
  }
  return problems;
}

function valueProblem(question: ScreeningQuestion, value: AnswerValue): AnswerProblem | null {
  switch (question.kind) {
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'wrong_kind';
    case 'number':
      return typeof value === 'number' ? null : 'wrong_kind';
    case 'choice':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'wrong_kind';
      return value >= 0 && value < question.choices.length ? null : 'no_such_choice';
  }
}

/** `passes`/`fails` the answer the question requires; `not_asked` when it requires none; `unanswered`. */
export type AnswerVerdict = 'passes' | 'fails' | 'not_asked' | 'unanswered';

/** Whether one answer gives what its question requires (a knock-out's answer, or a non-binding preference). */
export function answerVerdict(question: ScreeningQuestion, value: AnswerValue | undefined): AnswerVerdict {
  if (value === undefined || valueProblem(question, value) !== null) return 'unanswered';
  switch (question.kind) {
    case 'yes_no':
      return question.required_answer === null ? 'not_asked' : value === question.required_answer ? 'passes' : 'fails';
    case 'number': {
      if (question.min === null && question.max === null) return 'not_asked';
      const number = Number(value);
      const fits = (question.min === null || number >= question.min) && (question.max === null || number <= question.max);
      return fits ? 'passes' : 'fails';
    }
    case 'choice':
      return question.accepted === null ? 'not_asked' : question.accepted.includes(Number(value)) ? 'passes' : 'fails';
  }
}

export interface ScreeningOutcome {
  verdicts: Array<{ question_id: number; knockout: boolean; verdict: AnswerVerdict }>;
  /** Knock-out questions whose answer fails: the "Not a fit" reasons, shown to the seeker before they submit. */
  failed_knockouts: number[];
  /** The applicant belongs under "Not a fit" (never rejected, never hidden from the counts). */
  not_a_fit: boolean;
}

/**
 * Judges a set of answers. Only a stated answer that fails a knock-out makes an applicant "not a fit": an unanswered
 * knock-out (a question added after they applied) is not a failure, as an unknown is not a miss in the match.
 */
export function screenAnswers(questions: readonly StoredQuestion[], answers: readonly ScreeningAnswer[]): ScreeningOutcome {
  const given = new Map(answers.map((answer) => [answer.question_id, answer.value]));
  const verdicts = questions.map((question) => ({
    question_id: question.id,
    knockout: question.knockout,
    verdict: answerVerdict(question, given.get(question.id)),
  }));
  const failed_knockouts = verdicts.filter((item) => item.knockout && item.verdict === 'fails').map((item) => item.question_id);
  return { verdicts, failed_knockouts, not_a_fit: failed_knockouts.length > 0 };
}
