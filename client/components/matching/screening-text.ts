import type { AnswerValue, ScreeningKey, StoredQuestion } from '../../../worker/features/matching/match.schemas';
import { formatNumber, listSeparator } from '../../lib/formats';
import { m } from '../../paraglide/messages';
import { currentLocale } from '../../lib/i18n';

/** Whether a stated answer fails what a knock-out question requires (the server judges the same way: screening.ts). */
export function knockoutFails(question: StoredQuestion, value: AnswerValue | undefined): boolean {
  if (!question.knockout || value === undefined) return false;
  switch (question.kind) {
    case 'yes_no':
      return question.required_answer !== null && value !== question.required_answer;
    case 'number':
      return typeof value === 'number' && ((question.min !== null && value < question.min) || (question.max !== null && value > question.max));
    case 'choice':
      return question.accepted !== null && !question.accepted.includes(Number(value));
  }
}

/** What a knock-out asks for: a question as the job has it, or as it was frozen with an answer. */
export interface KnockoutRule {
  kind: StoredQuestion['kind'];
  required_answer?: boolean | null;
  min?: number | null;
  max?: number | null;
  accepted?: readonly number[] | null;
  choices?: readonly string[] | null;
}

/** What a knock-out question requires, in words ("Yes", "at least 2", "Morning or Evening"). */
export function requiredAnswerText(question: KnockoutRule): string {
  switch (question.kind) {
    case 'yes_no':
      return question.required_answer ? m.answer_yes() : m.answer_no();
    case 'number':
      if (question.min != null && question.max != null) return m.answer_between({ min: formatNumber(question.min), max: formatNumber(question.max) });
      if (question.min != null) return m.answer_at_least({ min: formatNumber(question.min) });
      return m.answer_at_most({ max: formatNumber(question.max ?? 0) });
    case 'choice':
      return (question.accepted ?? []).map((index) => question.choices?.[index] ?? '').join(listSeparator(currentLocale()));
  }
}

/** An answer as the company reads it. */
export function answerText(question: { kind: StoredQuestion['kind']; choices?: readonly string[] | null }, value: AnswerValue): string {
  if (question.kind === 'yes_no') return value === true ? m.answer_yes() : m.answer_no();
  if (question.kind === 'choice') return question.choices?.[Number(value)] ?? '';
  return formatNumber(Number(value));
}

const screeningKeyLabels: Record<ScreeningKey, () => string> = {
  driving_licence: m.screening_key_driving_licence,
  own_car: m.screening_key_own_car,
  right_to_work: m.screening_key_right_to_work,
  willing_to_relocate: m.screening_key_willing_to_relocate,
  willing_to_travel: m.screening_key_willing_to_travel,
  shift_work: m.screening_key_shift_work,
  start_within_days: m.screening_key_start_within_days,
  salary_expectation: m.screening_key_salary_expectation,
};

/** A question key's name ("Driving licence"), as the company picks it and the seeker's answer bank shows it. */
export const screeningKeyLabel = (key: ScreeningKey) => screeningKeyLabels[key]();
