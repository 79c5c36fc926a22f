import type { AnswerValue, ScreeningKey, StoredQuestion } from '../../../worker/features/matching/match.schemas';
import { toLatinDigits } from '../../../worker/shared/fields.schemas';
import { m } from '../../paraglide/messages';
import { numericInput, TextField } from '../ui/TextField';
import { knockoutFails, requiredAnswerText } from './screening-text';

export type AnswerMap = Partial<Record<number, AnswerValue>>;

/** The seeker's banked answers for the job's keyed questions: offered pre-filled, changed like any answer. */
export function bankAnswers(questions: readonly StoredQuestion[], bank: Partial<Record<ScreeningKey, AnswerValue>> | undefined): AnswerMap {
  const answers: AnswerMap = {};
  for (const question of questions) {
    const banked = question.key ? bank?.[question.key] : undefined;
    if (banked !== undefined) answers[question.id] = banked;
  }
  return answers;
}

/** The server's field messages `answers.<question id>`, by question id. */
export function answerErrors(fields: Record<string, string>): Partial<Record<number, string>> {
  const errors: Partial<Record<number, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const id = /^answers\.(\d+)$/.exec(path)?.[1];
    if (id) errors[Number(id)] = message;
  }
  return errors;
}

interface Props {
  questions: readonly StoredQuestion[];
  answers: AnswerMap;
  onChange: (questionId: number, value: AnswerValue | undefined) => void;
  /** Field messages from the server, by question id (`answers.<id>`). */
  errors: Partial<Record<number, string>>;
}

const radioClass =
  'flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';

/**
 * The job's screening questions as the seeker answers them. A knock-out answer that fails is said at once ("this job
 * requires …"): the seeker may still apply, and the company sees them under "Not a fit".
 */
export function ScreeningAnswers({ questions, answers, onChange, errors }: Props) {
  return (
    <div className="flex flex-col gap-5">
      {questions.map((question) => {
        const value = answers[question.id];
        const errorId = `answer-${question.id}-error`;
        const warningId = `answer-${question.id}-warning`;
        const error = errors[question.id];
        const failing = knockoutFails(question, value);
        const describedBy = [error ? errorId : '', failing ? warningId : ''].filter(Boolean).join(' ') || undefined;
        return (
          <fieldset key={question.id} className="flex flex-col gap-2" aria-describedby={describedBy}>
            <legend className="mb-1 font-medium text-slate-900">{question.text}</legend>
            {question.kind === 'yes_no' && (
              <div className="flex gap-3">
                {[true, false].map((choice) => (
                  <label key={String(choice)} className={radioClass}>
                    <input type="radio" name={`answer-${question.id}`} checked={value === choice} onChange={() => onChange(question.id, choice)} />
                    {choice ? m.answer_yes() : m.answer_no()}
                  </label>
                ))}
              </div>
            )}
            {question.kind === 'choice' && (
              <div className="flex flex-col gap-2">
                {question.choices.map((choice, index) => (
                  <label key={choice} className={radioClass}>
                    <input type="radio" name={`answer-${question.id}`} checked={value === index} onChange={() => onChange(question.id, index)} />
                    {choice}
                  </label>
                ))}
              </div>
            )}
            {question.kind === 'number' && (
              <TextField
                label={m.answer_number_label()}
                {...numericInput}
                value={typeof value === 'number' ? String(value) : ''}
                onChange={(event) => {
                  const typed = toLatinDigits(event.target.value).trim();
                  onChange(question.id, typed === '' || Number.isNaN(Number(typed)) ? undefined : Number(typed));
                }}
              />
            )}
            {failing && (
              <p id={warningId} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {m.answer_knockout_warning({ required: requiredAnswerText(question) })}
              </p>
            )}
            {error && (
              <p id={errorId} className="text-sm font-medium text-rose-700">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
