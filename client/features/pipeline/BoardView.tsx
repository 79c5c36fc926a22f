import { useEffect, useState } from 'react';
import { type ApplicationStage, applicationStages } from '../../../db/schema/application-values';
import type { Applicant, CompanyStage } from '../../../worker/features/pipeline/pipeline.schemas';
import { useInlineScroll } from '../../lib/inline-scroll';
import { m } from '../../paraglide/messages';
import { ApplicantCard, applicantDragType } from './ApplicantCard';
import { BoardScrollBar } from './BoardScrollBar';
import { stageLabel, stageTone } from './labels';

interface Props {
  applicants: Applicant[];
  counts: Record<ApplicationStage, number>;
  busy: boolean;
  onOpen: (id: number) => void;
  onMove: (id: number, stage: CompanyStage) => void;
}

/**
 * A moved card is a new element in another column, so the focus it had would fall to <body>: the card is focused
 * again where it lands (its "Move to…" button, to go on moving), unless the user has since gone elsewhere.
 */
function useFocusFollowsMove(board: HTMLElement | null, applicants: Applicant[]) {
  const [moved, setMoved] = useState<number | null>(null);
  useEffect(() => {
    if (moved === null || !board) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const card = board.querySelector(`[data-application-id="${moved}"]`);
    const target = card?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]') ?? card?.querySelector<HTMLButtonElement>('button');
    target?.focus();
  }, [applicants, moved, board]);
  return setMoved;
}

/**
 * A column per stage, in reading order (right to left in Sorani and Arabic, as the page flows). Dropping a card on
 * a column moves it there; `withdrawn` takes no drops (the seeker's own end). The columns rarely all fit, so the bar
 * above says which are in view and scrolls to the others.
 */
export function BoardView({ applicants, counts, busy, onOpen, onMove }: Props) {
  const [over, setOver] = useState<ApplicationStage | null>(null);
  const scroller = useInlineScroll<HTMLDivElement>('[data-stage]');
  const [board, setBoard] = useState<HTMLElement | null>(null);
  const follow = useFocusFollowsMove(board, applicants);
  const move = (id: number, stage: CompanyStage) => {
    follow(id);
    onMove(id, stage);
  };
  return (
    <div className="flex min-w-0 flex-col gap-2" ref={setBoard}>
      <BoardScrollBar scroller={scroller} />
      <div ref={scroller.ref} className="overflow-x-auto pb-2" data-testid="pipeline-board">
        <ol className="flex min-w-max gap-3">
          {applicationStages.map((stage) => {
            const cards = applicants.filter((item) => item.stage === stage);
            const droppable = stage !== 'withdrawn';
            const headingId = `stage-${stage}`;
            return (
              <li
                key={stage}
                aria-labelledby={headingId}
                data-stage={stage}
                onDragOver={(event) => {
                  if (!droppable || !event.dataTransfer.types.includes(applicantDragType)) return;
                  event.preventDefault();
                  setOver(stage);
                }}
                onDragLeave={() => setOver((was) => (was === stage ? null : was))}
                onDrop={(event) => {
                  setOver(null);
                  const id = Number(event.dataTransfer.getData(applicantDragType));
                  const card = applicants.find((item) => item.id === id);
                  if (droppable && card && card.stage !== stage) move(id, stage as CompanyStage);
                }}
                className={`flex w-64 shrink-0 flex-col gap-2 rounded-xl border-t-4 bg-slate-50 p-2 ${stageTone[stage]} ${over === stage ? 'ring-2 ring-brand-600' : ''}`}
              >
                <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-bold text-slate-900">
                  {stageLabel[stage]()}
                  <span className="rounded-full bg-white px-2 text-xs text-slate-800" aria-label={m.pl_column_count({ count: counts[stage] })}>
                    {counts[stage]}
                  </span>
                </h2>
                {cards.length === 0 ? (
                  <p className="px-1 py-4 text-center text-xs text-slate-600">{m.pl_column_empty()}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {cards.map((applicant) => (
                      <ApplicantCard
                        key={applicant.id}
                        applicant={applicant}
                        busy={busy}
                        onOpen={() => onOpen(applicant.id)}
                        onMove={(to) => move(applicant.id, to)}
                      />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
