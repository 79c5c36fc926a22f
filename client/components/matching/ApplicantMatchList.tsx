import type { FrozenAnswer, MatchResult, PublicMatchRequirements } from '../../../worker/features/matching/match.schemas';
import { useLookup } from '../../lib/useLookup';
import { m } from '../../paraglide/messages';
import { MatchSummaryLine } from './HowYouMatch';
import { askedText, type MatchNames } from './match-text';
import { answerText, requiredAnswerText } from './screening-text';

const mark = { met: '✓', missed: '✗', unknown: '?' } as const;
const tone = { met: 'text-emerald-800', missed: 'text-rose-800', unknown: 'text-slate-700' } as const;
const companyStatus = { met: m.match_status_met, missed: m.match_status_missed, unknown: m.match_status_unknown_company } as const;

interface Props {
  result: MatchResult | null;
  requirements: PublicMatchRequirements;
  answers: readonly FrozenAnswer[];
}

/**
 * The applicant panel's match: each structured requirement with the verdict on the CV they sent, and their answers
 * to the screening questions as they were asked, a failed knock-out said plainly (never a rejection).
 */
export function ApplicantMatchList({ result, requirements, answers }: Props) {
  const cities = useLookup('cities');
  const positions = useLookup('positions');
  const sectors = useLookup('sectors');
  const degrees = useLookup('degrees');
  const named = (options: ReadonlyArray<{ value: number | string; label: string }>) => (id: number | null) =>
    options.find((option) => option.value === id)?.label ?? '';
  const cityItem = result?.items.find((item) => item.kind === 'city');
  const experience = result?.items.find((item) => item.kind === 'experience');
  const names: MatchNames = {
    requirements,
    city: cityItem?.kind === 'city' ? named(cities.options)(cityItem.label.city_id) : '',
    position: experience?.kind === 'experience' ? named(positions.options)(experience.label.position_id) : '',
    sector: experience?.kind === 'experience' ? named(sectors.options)(experience.label.sector_id) : '',
    degreeName: named(degrees.options),
    cityName: named(cities.options),
  };
  return (
    <>
      {result && (
        <section aria-labelledby="cv-match-title" className="flex flex-col gap-2">
          <h3 id="cv-match-title" className="text-base font-bold">
            {m.pl_cv_match_title()}
          </h3>
          <MatchSummaryLine match={result} />
          <ul className="flex flex-col gap-1 text-sm">
            {result.items.map((item, index) => (
              <li key={`${item.kind}-${index}`} className="flex items-start gap-2">
                <span aria-hidden="true" className={tone[item.status]}>
                  {mark[item.status]}
                </span>
                <span>
                  {askedText(item, names)} — <span className={tone[item.status]}>{companyStatus[item.status]()}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {answers.length > 0 && (
        <section aria-labelledby="answers-title" className="flex flex-col gap-2">
          <h3 id="answers-title" className="text-base font-bold">
            {m.pl_answers_title()}
          </h3>
          <dl className="flex flex-col gap-2 text-sm">
            {answers.map((answer) => (
              <div key={answer.question_id}>
                <dt className="font-medium" dir="auto">
                  {answer.text}
                </dt>
                <dd dir="auto">
                  {answerText(answer, answer.value)}
                  {answer.failed_knockout && (
                    <>
                      <span className="ms-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{m.pl_not_a_fit()}</span>
                      <span className="block text-xs text-slate-600">{m.pl_knockout_required({ required: requiredAnswerText(answer) })}</span>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
