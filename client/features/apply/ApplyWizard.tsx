import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { useToast } from '../../components/ui/Toast';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { type Locale } from '../../lib/i18n';
import { replyText, type ServerProblem } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../../lib/auth-modals';
import { useSession } from '../../lib/session';
import { QueryPage } from '../../components/page-states';
import { primaryLinkClass } from '../../components/ui/link-styles';
import { type ApplicationFields, sendApplication } from './apply-api';
import { heldApplications } from './held-applications';
import { isOnline } from '../../lib/useOnline';
import type { ApplySearch } from './apply-search';
import { CvStep, isDraft, type UploadCvDialogSlot } from './CvStep';
import { JobClosedNotice } from './JobClosedNotice';
import { RequirementsStep } from './RequirementsStep';
import { HowYouMatch } from '../../components/matching/HowYouMatch';
import { type AnswerMap, answerErrors, bankAnswers, ScreeningAnswers } from '../../components/matching/ScreeningAnswers';
import { StatementStep } from './StatementStep';
import { StepMessage, WizardActions, WizardFrame } from './WizardFrame';

type StepName = 'cv' | 'questions' | 'statement' | 'requirements';

/** What the seeker has entered, kept in one place while they move between the steps (the CV lives in the address). */
interface ApplyDraft {
  statement: string;
  statementFile: File | undefined;
  ticked: number[];
  /** Answers the seeker gave here; keyed questions start from their answer bank (`bankAnswers`). */
  answers: AnswerMap;
}

/** Which step shows the server's word about a field. */
const stepOfField: Record<string, StepName> = {
  cv_id: 'cv',
  personal_statement: 'statement',
  personal_statement_file: 'statement',
  job_qualification_ids: 'requirements',
};
const stepOf = (field: string): StepName | undefined => (field.startsWith('answers.') ? 'questions' : stepOfField[field]);

export interface ApplyWizardProps {
  jobId: number;
  search: ApplySearch;
  uploadCvDialog: UploadCvDialogSlot;
}

/** /jobs/$id/apply: the signed-in apply wizard of docs/product.md#applying-signed-in (choose a CV, a personal statement, the requirements met). */
export function ApplyWizard({ jobId, search, uploadCvDialog }: ApplyWizardProps) {
  const trpc = useTRPC();
  const { user } = useSession();
  const query = useQuery(trpc.jobs.get.queryOptions({ id: jobId }, { enabled: jobId > 0, retry: false }));
  // An account begun by the unsigned wizard applies once its e-mail is verified: it goes on there.
  if (user && !user.email_verified) return <Navigate to="/jobs/$id/apply-without-account" params={{ id: String(jobId) }} replace />;
  return (
    <QueryPage query={query} valid={jobId > 0}>
      {(job) => (job.is_open ? <Wizard job={job} search={search} uploadCvDialog={uploadCvDialog} /> : <JobClosedNotice job={job} />)}
    </QueryPage>
  );
}

function Wizard({ job, search, uploadCvDialog }: { job: PublicJob } & Pick<ApplyWizardProps, 'search' | 'uploadCvDialog'>) {
  const trpc = useTRPC();
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const cvs = useQuery(trpc.cv.list.queryOptions());
  const [draft, setDraft] = useState<ApplyDraft>({ statement: '', statementFile: undefined, ticked: [], answers: {} });
  const questions = job.match_requirements.questions;
  const bank = useQuery(trpc.matching.answerBank.queryOptions(undefined, { enabled: questions.length > 0 }));
  const answers: AnswerMap = { ...bankAnswers(questions, bank.data), ...draft.answers };
  const [stepError, setStepError] = useState<string>();
  const [server, setServer] = useState<{ problem: ServerProblem; step: StepName }>();
  const [progress, setProgress] = useState<number>();
  const sending = progress !== undefined;

  const steps: StepName[] = [
    'cv',
    ...(questions.length > 0 ? (['questions'] as const) : []),
    'statement',
    ...(job.requirements.length > 0 ? (['requirements'] as const) : []),
  ];
  const chosenCv = cvs.data?.find((cv) => cv.id === search.cv && !isDraft(cv));
  const stepDone: Record<StepName, boolean> = {
    cv: chosenCv !== undefined,
    questions: questions.every((question) => answers[question.id] !== undefined),
    statement: draft.statement.trim() !== '' || draft.statementFile !== undefined,
    requirements: draft.ticked.length > 0,
  };
  // A step is shown only once the ones before it are done (a refresh on step 3 forgets the statement: back to 2).
  const asked = Math.min(Math.max((search.step ?? 1) - 1, 0), steps.length - 1);
  const firstOpen = steps.findIndex((name) => !stepDone[name]);
  const current = cvs.isPending ? Math.min(asked, 0) : firstOpen === -1 ? asked : Math.min(asked, firstOpen);
  const stepName = steps[current] ?? 'cv';
  const isLast = current === steps.length - 1;

  const goTo = (index: number, cv = search.cv) => {
    setStepError(undefined);
    void navigate({ to: '/jobs/$id/apply', params: { id: String(job.id) }, search: { step: index + 1, cv } });
  };
  const update = (patch: Partial<ApplyDraft>) => {
    setStepError(undefined);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const requiredMessage: Record<StepName, () => string> = {
    cv: m.v_select_cv,
    questions: m.v_answer_missing,
    statement: m.v_statement_required,
    requirements: m.v_requirement_tick_required,
  };

  const submit = async () => {
    if (!chosenCv) return goTo(0);
    setServer(undefined);
    const fields: ApplicationFields = {
      job_id: job.id,
      cv_id: chosenCv.id,
      personal_statement: draft.statement.trim(),
      job_qualification_ids: draft.ticked,
      answers: questions.flatMap((question) => {
        const value = answers[question.id];
        return value === undefined ? [] : [{ question_id: question.id, value }];
      }),
    };
    // Offline (issue 27) the application waits on the phone for the seeker's word once back online; a statement
    // file needs the connection, and says so like any other call.
    if (!isOnline() && user && !draft.statementFile) {
      heldApplications(user.id).set((held) => ({
        ...held,
        [job.id]: { fields, jobTitle: job.title, companyName: job.company.name, heldAt: new Date().toISOString() },
      }));
      toast.show('info', m.apply_held());
      void navigate({ to: '/jobs/$id', params: { id: String(job.id) } });
      return;
    }
    setProgress(0);
    const outcome = await sendApplication(fields, draft.statementFile, setProgress);
    setProgress(undefined);
    if (outcome.ok) {
      toast.show('success', replyText(outcome.code) ?? m.reply_application_submitted());
      void queryClient.invalidateQueries();
      void navigate({ to: '/myApplications/applied-Jobs', replace: true });
      openAuthModal({ name: 'apply-success' });
      return;
    }
    const { problem } = outcome;
    const field = Object.keys(problem.fields).find((name) => stepOf(name) !== undefined);
    const step = field ? (stepOf(field) ?? stepName) : stepName;
    setServer({ problem, step });
    if (!field) toast.show('error', problem.text);
    if (step !== stepName) goTo(steps.indexOf(step));
  };

  const next = () => {
    if (!stepDone[stepName]) {
      setStepError(requiredMessage[stepName]());
      return;
    }
    if (isLast) void submit();
    else goTo(current + 1);
  };

  const fieldError = (name: string) => (server?.step === stepName ? server.problem.fields[name] : undefined);
  const conflict = server?.problem.status === 409 ? server.problem : undefined;

  return (
    <WizardFrame
      job={job}
      title={m.apply_title()}
      steps={steps.map((name) => stepTitle[name]())}
      current={current}
      actions={
        <WizardActions
          jobId={job.id}
          current={current}
          busy={sending}
          nextLabel={isLast ? m.apply_submit() : m.apply_next()}
          nextDisabled={conflict !== undefined}
          onBack={() => goTo(current - 1)}
          onNext={next}
        />
      }
    >
      {conflict ? (
        <StepMessage text={conflict.text}>
          {conflict.code === 'already_applied' && (
            <Link to="/myApplications/applied-Jobs" className={`${primaryLinkClass} self-start`}>
              {m.apply_see_application()}
            </Link>
          )}
        </StepMessage>
      ) : null}
      {stepName === 'cv' && (
        <CvStep
          jobId={job.id}
          uploadCvDialog={uploadCvDialog}
          chosen={chosenCv?.id}
          onChoose={(cv) => {
            setServer(undefined);
            setStepError(undefined);
            void navigate({ to: '/jobs/$id/apply', params: { id: String(job.id) }, search: { step: 1, cv }, replace: true });
          }}
          error={stepError ?? fieldError('cv_id')}
        />
      )}
      {stepName === 'cv' && chosenCv && <HowYouMatch job={job} cvId={chosenCv.id} />}
      {stepName === 'questions' && (
        <div className="flex flex-col gap-3">
          {stepError && (
            <p role="alert" className="text-sm font-medium text-rose-700">
              {stepError}
            </p>
          )}
          <ScreeningAnswers
            questions={questions}
            answers={answers}
            onChange={(questionId, value) => update({ answers: { ...draft.answers, [questionId]: value } })}
            errors={answerErrors(server?.step === 'questions' ? server.problem.fields : {})}
          />
        </div>
      )}
      {stepName === 'statement' && (
        <StatementStep
          statement={draft.statement}
          file={draft.statementFile}
          onStatement={(statement) => update({ statement })}
          onFile={(statementFile) => update({ statementFile })}
          error={stepError}
          fieldErrors={{ text: fieldError('personal_statement'), file: fieldError('personal_statement_file') }}
          disabled={sending}
        />
      )}
      {stepName === 'requirements' && (
        <RequirementsStep
          requirements={job.requirements}
          language={job.language as Locale}
          ticked={draft.ticked}
          onToggle={(id, on) => update({ ticked: on ? [...draft.ticked, id] : draft.ticked.filter((ticked) => ticked !== id) })}
          error={stepError ?? fieldError('job_qualification_ids')}
          disabled={sending}
        />
      )}
      {sending && draft.statementFile && <UploadProgress label={m.apply_sending()} percent={progress} />}
    </WizardFrame>
  );
}

const stepTitle: Record<StepName, () => string> = {
  cv: m.apply_step_cv,
  questions: m.apply_step_questions,
  statement: m.apply_step_statement,
  requirements: m.apply_step_requirements,
};
