import type { CvDetail } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { sectionLabel } from '../../lib/cv-labels';
import { m } from '../../paraglide/messages';
import { itemHeadlines, sectionsOfEdits } from './held-edits';
import type { HeldCvState } from './useHeldCv';

/**
 * Where the CV maker says what it keeps on the phone (issue 27): how many edits wait and that they go when the
 * connection returns, a change Kar refused with its reason, and a change made meanwhile on another device, set beside
 * the person's own so they choose. A status, not an error: it stays until it is done.
 */
export function HeldEditsPanel({ state, online }: { state: HeldCvState; online: boolean }) {
  const { held, shown } = state;
  // A CV not made yet has nothing on the phone to add edits to: starting one needs the connection.
  if (online && !held) return null;
  if (!shown) return <p className={noteClass}>{m.error_offline()}</p>;
  if (!held) return <p className={noteClass}>{m.cv_held_offline()}</p>;
  if (held.conflict) return <Conflict state={state} yours={shown} theirs={held.conflict} />;
  if (held.refused)
    return (
      <div role="alert" className="flex flex-col gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        <p className="font-semibold">{m.cv_held_refused()}</p>
        <p>{held.refused.text}</p>
        <div>
          <Button variant="secondary" onClick={state.dropRefused}>
            {m.cv_held_drop()}
          </Button>
        </div>
      </div>
    );
  return (
    <p role="status" className={noteClass} data-testid="cv-held">
      {online ? m.cv_held_sending({ count: held.edits.length }) : m.cv_held_waiting({ count: held.edits.length })}
    </p>
  );
}

const noteClass = 'rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950';

function Conflict({ state, yours, theirs }: { state: HeldCvState; yours: CvDetail; theirs: CvDetail }) {
  const sections = sectionsOfEdits(state.held?.edits ?? []);
  const column = (title: string, cv: CvDetail, testId: string) => (
    <div className="flex-1 rounded-lg bg-white p-3 ring-1 ring-slate-200" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      {sections.map((section) => (
        <div key={section} className="mt-2">
          <h4 className="text-xs font-bold text-slate-600">{sectionLabel(section)}</h4>
          <ul className="list-disc ps-5">
            {itemHeadlines(cv, section).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  return (
    <section
      role="alert"
      aria-labelledby="cv-conflict-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <h2 id="cv-conflict-title" className="text-base font-bold">
        {m.cv_held_conflict_title()}
      </h2>
      <p>{m.cv_held_conflict_text()}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {column(m.cv_held_yours(), yours, 'cv-conflict-yours')}
        {column(m.cv_held_theirs(), theirs, 'cv-conflict-theirs')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={state.keepMine}>{m.cv_held_keep_mine()}</Button>
        <Button variant="secondary" onClick={state.discardAll}>
          {m.cv_held_use_theirs()}
        </Button>
      </div>
    </section>
  );
}
