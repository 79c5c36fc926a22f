import { ApplicantMatchList } from '../../components/matching/ApplicantMatchList';
import { type ReactNode, useState } from 'react';
import type { ApplicantDetail, CompanyStage } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { UserText } from '../../components/ui/UserText';
import { problemOf } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { PdfViewerModal } from '../../components/PdfViewerModal';
import { stageLabel } from './labels';
import { MoveMenu } from './MoveMenu';
import { PanelHistory } from './PanelHistory';
import { PanelNotes } from './PanelNotes';
import { PanelRating } from './PanelRating';
import { useApplicantDetail } from './pipeline-api';

/** What the panel holds from other features, given by the applicants route (features do not import each other). */
export interface ApplicantPanelParts {
  /** An applicant's interviews and offers, with the move to Interview they may suggest (client/features/interviews). */
  hiringActions: (props: { applicant: ApplicantDetail; onMove: (stage: CompanyStage) => void; busy: boolean }) => ReactNode;
  /** The conversation with an applicant (client/features/messages). */
  messages: (applicant: ApplicantDetail) => ReactNode;
}

interface Props {
  applicationId: number;
  busy: boolean;
  onClose: () => void;
  onMove: (stage: CompanyStage) => void;
  onReverse: (batchId: string) => void;
  parts: ApplicantPanelParts;
}

/** Everything about one applicant, beside the board: the frozen CV, the statement, the match, notes, rating, history, messages. */
export function ApplicantPanel({ applicationId, busy, onClose, onMove, onReverse, parts }: Props) {
  const detail = useApplicantDetail(applicationId);
  const applicant = detail.data;
  return (
    <Dialog open onClose={onClose} title={applicant?.full_name ?? m.pl_panel_loading()} size="lg">
      {detail.isLoading ? (
        <Spinner label={m.loading()} />
      ) : !applicant ? (
        <p role="alert">{problemOf(detail.error).text}</p>
      ) : (
        <PanelBody applicant={applicant} busy={busy} onMove={onMove} onReverse={onReverse} parts={parts} />
      )}
    </Dialog>
  );
}

function PanelBody({ applicant, busy, onMove, onReverse, parts }: { applicant: ApplicantDetail } & Pick<Props, 'busy' | 'onMove' | 'onReverse' | 'parts'>) {
  const [cvOpen, setCvOpen] = useState(false);
  const ticked = applicant.requirement_list.filter((item) => item.ticked).length;
  return (
    <div className="flex flex-col gap-6" data-testid="applicant-panel">
      <section className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-900" data-testid="panel-stage">
          {stageLabel[applicant.stage]()}
        </span>
        {applicant.stage !== 'withdrawn' && <MoveMenu current={applicant.stage} name={applicant.full_name} onChoose={onMove} disabled={busy} />}
        <Button variant="secondary" onClick={() => setCvOpen(true)}>
          {m.pl_open_cv()}
        </Button>
      </section>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.pl_email()}</dt>
        <dd dir="ltr" className="text-start break-all">
          <a className="text-brand-800 underline" href={`mailto:${applicant.email}`}>
            {applicant.email}
          </a>
        </dd>
        {applicant.phone && (
          <>
            <dt className="font-semibold">{m.pl_phone()}</dt>
            <dd dir="ltr" className="text-start">
              <a className="text-brand-800 underline" href={`tel:${applicant.phone}`}>
                {applicant.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="font-semibold">{m.pl_cv()}</dt>
        <dd>{applicant.cv.title}</dd>
      </dl>
      <section aria-labelledby="match-title" className="flex flex-col gap-2">
        <h3 id="match-title" className="text-base font-bold">
          {m.pl_match_title({ ticked, total: applicant.requirement_list.length })}
        </h3>
        <ul className="flex flex-col gap-1 text-sm">
          {applicant.requirement_list.map((item) => (
            <li key={item.id} className="flex items-start gap-2">
              <span aria-hidden="true" className={item.ticked ? 'text-emerald-700' : 'text-slate-500'}>
                {item.ticked ? '✓' : '✗'}
              </span>
              <span>
                {item.name}
                <span className="sr-only"> — {item.ticked ? m.pl_req_ticked() : m.pl_req_not_ticked()}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <ApplicantMatchList result={applicant.match_result} requirements={applicant.job_requirements} answers={applicant.answers} />
      <section aria-labelledby="statement-title" className="flex flex-col gap-2">
        <h3 id="statement-title" className="text-base font-bold">
          {m.pl_statement_title()}
        </h3>
        {applicant.personal_statement ? (
          <UserText className="text-sm break-words whitespace-pre-line" text={applicant.personal_statement} />
        ) : (
          <p className="text-sm text-slate-600">{m.pl_statement_none()}</p>
        )}
        {applicant.statement_file && (
          <a className="self-start text-sm text-brand-800 underline" href={applicant.statement_file.url} download={applicant.statement_file.name}>
            {m.pl_statement_file({ name: applicant.statement_file.name })}
          </a>
        )}
      </section>
      {parts.hiringActions({ applicant, onMove, busy })}
      <PanelRating applicationId={applicant.id} rating={applicant.rating} />
      <PanelNotes applicationId={applicant.id} notes={applicant.notes} />
      <PanelHistory history={applicant.history} onReverse={onReverse} busy={busy} />
      <section aria-labelledby="panel-messages" className="flex flex-col gap-2">
        <h3 id="panel-messages" className="text-base font-bold">
          {m.pl_messages_title()}
        </h3>
        {parts.messages(applicant)}
      </section>
      {cvOpen && <PdfViewerModal cvId={null} fileUrl={applicant.cv.url} title={applicant.cv.title} onClose={() => setCvOpen(false)} />}
    </div>
  );
}
