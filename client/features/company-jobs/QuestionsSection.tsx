import {
  maxChoices,
  maxScreeningQuestions,
  questionKinds,
  type QuestionKind,
  screeningKeyKinds,
  screeningKeys,
} from '../../../worker/features/matching/match.schemas';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { numericInput, TextField } from '../../components/ui/TextField';
import { m } from '../../paraglide/messages';
import { newQuestion, type QuestionDraft } from './match-draft';
import { screeningKeyLabel } from '../../components/matching/screening-text';

interface Props {
  value: QuestionDraft[];
  onChange: (next: QuestionDraft[]) => void;
  errorAt: (path: string) => string | undefined;
}

const kindLabel: Record<QuestionKind, () => string> = { yes_no: m.cj_question_yes_no, number: m.cj_question_number, choice: m.cj_question_choice };

/**
 * Up to five screening questions. A knock-out names the answer it requires; applicants who answer otherwise still
 * apply and are listed under "Not a fit". Questions about who a person is (gender, age, religion, …) are refused by
 * the server with the reason, shown here on the question.
 */
export function QuestionsSection({ value, onChange, errorAt }: Props) {
  const update = (index: number, changes: Partial<QuestionDraft>) =>
    onChange(value.map((question, at) => (at === index ? { ...question, ...changes } : question)));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{m.cj_questions_hint()}</p>
      {value.map((question, index) => {
        const path = `questions.${index}`;
        const number = index + 1;
        return (
          <fieldset key={index} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{m.cj_question_n({ number })}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={m.cj_question_kind()}
                options={questionKinds.map((kind) => ({ value: kind, label: kindLabel[kind]() }))}
                value={question.kind}
                onChange={(event) => update(index, { ...newQuestion(event.target.value as QuestionKind), text: question.text })}
              />
              <SelectField
                label={m.cj_question_key()}
                placeholder={m.cj_question_key_none()}
                options={screeningKeys.filter((key) => screeningKeyKinds[key] === question.kind).map((key) => ({ value: key, label: screeningKeyLabel(key) }))}
                value={question.key}
                error={errorAt(`${path}.key`)}
                onChange={(event) => update(index, { key: event.target.value as QuestionDraft['key'] })}
              />
            </div>
            <TextField
              label={m.cj_question_text()}
              value={question.text}
              maxLength={300}
              error={errorAt(`${path}.text`)}
              onChange={(event) => update(index, { text: event.target.value })}
            />
            {question.kind === 'choice' && (
              <div className="flex flex-col gap-2">
                {question.choices.map((choice, choiceIndex) => (
                  <TextField
                    key={choiceIndex}
                    label={m.cj_question_choice_n({ number: choiceIndex + 1 })}
                    value={choice}
                    maxLength={100}
                    onChange={(event) => update(index, { choices: question.choices.map((other, at) => (at === choiceIndex ? event.target.value : other)) })}
                  />
                ))}
                {errorAt(`${path}.choices`) && (
                  <p role="alert" className="text-xs font-medium text-red-700">
                    {errorAt(`${path}.choices`)}
                  </p>
                )}
                {question.choices.length < maxChoices && (
                  <Button variant="ghost" className="self-start" onClick={() => update(index, { choices: [...question.choices, ''] })}>
                    {m.cj_question_add_choice()}
                  </Button>
                )}
              </div>
            )}
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={question.knockout}
                onChange={(event) => update(index, { knockout: event.target.checked })}
              />
              {m.cj_question_knockout()}
            </label>
            {question.knockout && question.kind === 'yes_no' && (
              <SelectField
                label={m.cj_question_required_answer()}
                placeholder={m.cj_choose()}
                options={[
                  { value: 'yes', label: m.answer_yes() },
                  { value: 'no', label: m.answer_no() },
                ]}
                value={question.required_answer}
                error={errorAt(`${path}.required_answer`)}
                onChange={(event) => update(index, { required_answer: event.target.value as QuestionDraft['required_answer'] })}
              />
            )}
            {question.kind === 'number' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={m.cj_question_min()}
                  {...numericInput}
                  value={question.min}
                  error={errorAt(`${path}.min`)}
                  onChange={(event) => update(index, { min: event.target.value })}
                />
                <TextField
                  label={m.cj_question_max()}
                  {...numericInput}
                  value={question.max}
                  error={errorAt(`${path}.max`)}
                  onChange={(event) => update(index, { max: event.target.value })}
                />
              </div>
            )}
            {question.knockout && question.kind === 'choice' && (
              <fieldset className="flex flex-col gap-1">
                <legend className="text-sm font-medium">{m.cj_question_accepted()}</legend>
                {question.choices.map((choice, choiceIndex) => (
                  <label key={choiceIndex} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      checked={question.accepted.includes(choiceIndex)}
                      onChange={(event) =>
                        update(index, {
                          accepted: event.target.checked ? [...question.accepted, choiceIndex] : question.accepted.filter((at) => at !== choiceIndex),
                        })
                      }
                    />
                    {choice || m.cj_question_choice_n({ number: choiceIndex + 1 })}
                  </label>
                ))}
                {errorAt(`${path}.accepted`) && (
                  <p role="alert" className="text-xs font-medium text-red-700">
                    {errorAt(`${path}.accepted`)}
                  </p>
                )}
              </fieldset>
            )}
            <Button variant="ghost" className="self-end text-red-700" onClick={() => onChange(value.filter((_, at) => at !== index))}>
              {m.cj_question_remove({ number })}
            </Button>
          </fieldset>
        );
      })}
      {errorAt('questions') && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {errorAt('questions')}
        </p>
      )}
      {value.length < maxScreeningQuestions && (
        <Button variant="secondary" className="self-start" onClick={() => onChange([...value, newQuestion()])}>
          {m.cj_question_add()}
        </Button>
      )}
    </div>
  );
}
