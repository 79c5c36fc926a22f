import { useState } from 'react';
import { type ApplicationStage, applicationStages } from '../../../db/schema/application-values';
import type { Applicant, CompanyStage } from '../../../worker/features/pipeline/pipeline.schemas';
import { m } from '../../paraglide/messages';
import { ApplicantCard, applicantDragType } from './ApplicantCard';
import { stageLabel, stageTone } from './labels';

interface Props {
  applicants: Applicant[];
  counts: Record<ApplicationStage, number>;
  busy: boolean;
  onOpen: (id: number) => void;
  onMove: (id: number, stage: CompanyStage) => void;
}

/**
 * A column per stage, in reading order (right to left in Sorani and Arabic, as the page flows). Dropping a card on
 * a column moves it there; `withdrawn` takes no drops (the seeker's own end).
 */
export function BoardView({ applicants, counts, busy, onOpen, onMove }: Props) {
  const [over, setOver] = useState<ApplicationStage | null>(null);
  return (
    <div className="overflow-x-auto pb-2" data-testid="pipeline-board">
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
                if (droppable && card && card.stage !== stage) onMove(id, stage as CompanyStage);
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
                    <ApplicantCard key={applicant.id} applicant={applicant} busy={busy} onOpen={() => onOpen(applicant.id)} onMove={(to) => onMove(applicant.id, to)} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
