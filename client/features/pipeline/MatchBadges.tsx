import type { Applicant } from '../../../worker/features/pipeline/pipeline.schemas';
import { m } from '../../paraglide/messages';

/** An applicant's CV match score and, when an answer failed a knock-out, "Not a fit" (a label, never a rejection). */
export function MatchBadges({ match }: { match: Applicant['match'] }) {
  if (!match) return null;
  return (
    <>
      <span data-testid="applicant-match">{m.pl_match_score({ score: match.score, met: match.must_met, total: match.must_total })}</span>
      {match.not_a_fit && (
        <span data-testid="not-a-fit" className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
          {m.pl_not_a_fit()}
        </span>
      )}
    </>
  );
}
