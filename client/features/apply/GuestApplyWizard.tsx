import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { CodeChannel } from '../../../worker/features/auth/auth.schemas';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { CaptchaField } from '../../components/ui/CaptchaField';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { fieldMessage } from '../../lib/field-messages';
import type { Locale } from '../../lib/i18n';
import { translateKey } from '../../lib/messages';
import { replyText, type ServerProblem } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../../lib/auth-modals';
import { useSession } from '../../lib/session';
import { useSingleUseCaptcha } from '../../lib/useSingleUseCaptcha';
import { QueryPage } from '../../components/page-states';
import type { ApplySearch } from './apply-search';
import { type AccountErrors, accountProblems, GuestAccountStep } from './GuestAccountStep';
import { GuestCvStep } from './GuestCvStep';
import { type DetailErrors, detailProblems, GuestDetailsStep } from './GuestDetailsStep';
import {
  detailsOf,
  emptyDetails,
  type GuestAccount,
  type GuestDetails,
  type PendingState,
  uploadGuestCv,
  useGuestCalls,
  usePendingApplication,
} from './guest-api';
import { JobClosedNotice } from './JobClosedNotice';
import { RequirementsStep } from './RequirementsStep';
import { type AnswerMap, answerErrors, ScreeningAnswers } from '../../components/matching/ScreeningAnswers';
import { VerifyCodeDialog } from './VerifyCodeDialog';
import { StepMessage, WizardActions, WizardFrame } from './WizardFrame';

/** /jobs/$id/apply-without-account: the unsigned apply wizard (docs/product.md#applying-without-an-account), then the e-mail code, then the success modal. */
export function GuestApplyWizard({ jobId, search }: { jobId: number; search: ApplySearch }) {
  const trpc = useTRPC();
  const session = useSession();
  const query = useQuery(trpc.jobs.get.queryOptions({ id: jobId }, { enabled: jobId > 0, retry: false }));
  const [finished, setFinished] = useState(false);
  const hasSession = session.user !== null;
  const pending = usePendingApplication(hasSession);
  if (session.isLoading || (hasSession && pending.isPending)) return <Spinner label={m.loading()} />;
  // Someone with an account applies with it (unless it is the one this wizard has just made).
  if ((session.user?.email_verified || session.user?.phone_verified) && !finished)
    return <Navigate to="/jobs/$id/apply" params={{ id: String(jobId) }} replace />;
  return (
    <QueryPage query={query} valid={jobId > 0}>
      {(job) =>
        job.is_open ? (
          <Wizard job={job} search={search} state={hasSession ? pending.data : undefined} onFinished={() => setFinished(true)} />
        ) : (
          <JobClosedNotice job={job} />
        )
      }
    </QueryPage>
  );
}

interface WizardProps {
  job: PublicJob;
  search: ApplySearch;
  /** The placeholder account and its pending application, when step 1 was sent from this browser. */
  state: PendingState | undefined;
  onFinished: () => void;
}

type Errors = DetailErrors &
  AccountErrors & { cv_id?: string; file?: string; job_qualification_ids?: string; captcha?: string } & Record<`answers.${number}`, string | undefined>;

function Wizard({ job, search, state, onFinished }: WizardProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const calls = useGuestCalls();
  const captcha = useSingleUseCaptcha();
  // Everything typed, in one place; the password only in memory, for as long as this page is open.
  // Back on step 1 (or after a refresh) it shows what the application was started with.
  const [started, setStarted] = useState<GuestDetails | undefined>(() => (state ? detailsOf(state.user) : undefined));
  const [details, setDetails] = useState<GuestDetails>(() => started ?? emptyDetails);
  const [cvFile, setCvFile] = useState<File>();
  /** The file above once uploaded, so a second try does not upload it again. */
  const [uploaded, setUploaded] = useState<{ file: File; cvId: number }>();
  const [ticked, setTicked] = useState<number[]>([]);
  const [answers, setAnswers] = useState<AnswerMap>({});
  const questions = job.match_requirements.questions;
  const [account, setAccount] = useState<GuestAccount>(() => ({
    email: state?.user.email || state?.user.phone || '',
    password: '',
    password_confirmation: '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [stepError, setStepError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [codeOpen, setCodeOpen] = useState(false);
  const [codeExpiresAt, setCodeExpiresAt] = useState<Date>();
  const [codeSent, setCodeSent] = useState<{ address: string; channel: CodeChannel }>();

  const pending = state?.pending_application.job_id === job.id ? state.pending_application : undefined;
  const steps = [m.apply_guest_step_details(), m.apply_guest_step_cv(), m.apply_guest_step_account()];
  // A later step is shown only when what it builds on is on the server: the pending application, then its CV.
  const reachable = !pending ? 0 : pending.cv_id === null ? 1 : 2;
  const current = Math.min(Math.max((search.step ?? 1) - 1, 0), reachable);

  const goTo = (index: number, cv = search.cv) => {
    setStepError(undefined);
    void navigate({ to: '/jobs/$id/apply-without-account', params: { id: String(job.id) }, search: { step: index + 1, cv } });
  };
  const clear = (names: string[]) => {
    setStepError(undefined);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));
  };
  /** The server's field messages beside their fields; anything else above the buttons and as a toast. */
  const showProblem = (problem: ServerProblem, fieldNames: Record<string, string> = {}) => {
    const fields = Object.fromEntries(Object.entries(problem.fields).map(([name, text]) => [fieldNames[name] ?? name, text]));
    setErrors(fields);
    if (Object.keys(fields).length === 0) {
      setStepError(problem.text);
      toast.show('error', problem.text);
    }
  };
  const refused = (found: Errors) => {
    setErrors(found);
    setStepError(m.v_fill_empty_fields());
  };

  const sendDetails = async () => {
    // Unchanged details of this job's pending application: nothing to send again (sending would start it afresh).
    if (pending && started && Object.entries(details).every(([name, value]) => started[name as keyof GuestDetails] === value)) return goTo(1);
    const found: Errors = detailProblems(details);
    if (!captcha.payload) found.captcha = fieldMessage('v_captcha_required');
    if (Object.keys(found).length > 0) return refused(found);
    setBusy(true);
    const outcome = await calls.start(job.id, details, captcha.payload ?? '');
    captcha.spend();
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.problem.code === 'email_exists_login' || outcome.problem.code === 'phone_exists_login') {
        // docs/product.md#applying-without-an-account: 'Email already exists, please login' opens the login, which then comes back to apply.
        toast.show('error', outcome.problem.text);
        void navigate({ to: '/sign-in', search: { redirect: `/jobs/${job.id}/apply`, as: 'account' } });
        openAuthModal({ name: 'login', type: 'account', email: details.email.trim() || details.phone.trim() });
        return;
      }
      return showProblem(outcome.problem);
    }
    const saved = replyText(outcome.data.code);
    if (saved) toast.show('success', saved);
    setAccount((current) => ({ ...current, email: current.email || outcome.data.user.email || outcome.data.user.phone || '' }));
    queryClient.setQueryData(calls.pendingKey, { user: outcome.data.user, pending_application: outcome.data.pending_application });
    await queryClient.invalidateQueries();
    // A new start replaces the earlier placeholder, with its CVs: nothing of the earlier one is carried on.
    setStarted(details);
    setUploaded(undefined);
    goTo(1, undefined);
  };

  const sendCv = async () => {
    const needsTicks = job.requirements.length > 0;
    if (!cvFile && search.cv === undefined) return refused({ cv_id: m.v_upload_or_create() });
    if (needsTicks && ticked.length === 0) return refused({ job_qualification_ids: m.v_requirement_tick_required() });
    const unanswered = questions.filter((question) => answers[question.id] === undefined);
    if (unanswered.length > 0) return refused(Object.fromEntries(unanswered.map((question) => [`answers.${question.id}`, m.v_answer_missing()])));
    setBusy(true);
    let cvId = cvFile ? (uploaded?.file === cvFile ? uploaded.cvId : undefined) : search.cv;
    if (cvFile && cvId === undefined) {
      setProgress(0);
      const upload = await uploadGuestCv(cvFile, setProgress);
      setProgress(undefined);
      if (!upload.ok) {
        setBusy(false);
        return showProblem(upload.problem, { file_path: 'file', name: 'file' });
      }
      cvId = upload.data.cv.id;
      setUploaded({ file: cvFile, cvId });
    }
    const given = questions.flatMap((question) => {
      const value = answers[question.id];
      return value === undefined ? [] : [{ question_id: question.id, value }];
    });
    const outcome = await calls.attachCv(cvId ?? 0, ticked, given);
    setBusy(false);
    if (!outcome.ok) return showProblem(outcome.problem, { cv_id: cvFile ? 'file' : 'cv_id' });
    queryClient.setQueryData(calls.pendingKey, (current) => current && { ...current, pending_application: outcome.data.pending_application });
    setAccount((current) => ({ ...current, email: current.email || state?.user.email || state?.user.phone || details.email.trim() || details.phone.trim() }));
    goTo(2);
  };

  const sendAccount = async (): Promise<string | undefined> => {
    const found = accountProblems(account);
    if (Object.keys(found).length > 0) {
      refused(found);
      return m.v_fill_empty_fields();
    }
    setBusy(true);
    const outcome = await calls.signup(account);
    setBusy(false);
    if (!outcome.ok) {
      showProblem(outcome.problem);
      return outcome.problem.text;
    }
    toast.show('success', replyText(outcome.data.code) ?? m.apply_code_sent());
    setCodeExpiresAt(new Date(outcome.data.expires_at));
    setCodeSent({ address: outcome.data.address, channel: outcome.data.channel });
    setCodeOpen(true);
    return undefined;
  };

  const verify = async (code: string): Promise<string | undefined> => {
    const outcome = await calls.verify(code);
    if (!outcome.ok) return outcome.problem.fields.code ?? outcome.problem.text;
    onFinished();
    setCodeOpen(false);
    const { data } = outcome;
    await queryClient.invalidateQueries();
    if (data.application) {
      toast.show('success', replyText(data.code) ?? m.reply_application_submitted());
      void navigate({ to: '/myApplications/applied-Jobs', replace: true });
      openAuthModal({ name: 'apply-success' });
    } else {
      // The account stands; the application could not be sent (the job closed meanwhile): say why.
      const why = data.application_error ? translateKey(`error_${data.application_error}`) : undefined;
      toast.show('error', [replyText(data.code), why].filter(Boolean).join(' '));
      void navigate({ to: '/dashboard', replace: true });
    }
    return undefined;
  };

  const next = () => void (current === 0 ? sendDetails() : current === 1 ? sendCv() : sendAccount());

  return (
    <WizardFrame
      job={job}
      title={m.apply_guest_title()}
      steps={steps}
      current={current}
      actions={
        <WizardActions
          jobId={job.id}
          current={current}
          busy={busy}
          nextLabel={current === 2 ? m.apply_guest_finish() : m.apply_next()}
          onBack={() => goTo(current - 1)}
          onNext={next}
        />
      }
    >
      {current === 0 && (
        <>
          <GuestDetailsStep
            details={details}
            disabled={busy}
            errors={errors}
            onChange={(patch) => {
              clear(Object.keys(patch));
              setDetails((current) => ({ ...current, ...patch }));
            }}
          />
          <CaptchaField
            key={captcha.key}
            label={m.captcha_label()}
            onVerified={(payload) => {
              clear(['captcha']);
              captcha.solved(payload);
            }}
            onReset={captcha.clear}
            error={errors.captcha}
          />
        </>
      )}
      {current === 1 && (
        <>
          <GuestCvStep
            jobId={job.id}
            file={cvFile}
            onFile={(file) => {
              clear(['file', 'cv_id']);
              setCvFile(file);
            }}
            madeCvId={search.cv}
            error={errors.cv_id}
            fileError={errors.file}
            disabled={busy}
          />
          {job.requirements.length > 0 && (
            <RequirementsStep
              requirements={job.requirements}
              language={job.language as Locale}
              ticked={ticked}
              onToggle={(id, on) => {
                clear(['job_qualification_ids']);
                setTicked((current) => (on ? [...current, id] : current.filter((one) => one !== id)));
              }}
              error={errors.job_qualification_ids}
              disabled={busy}
            />
          )}
          {questions.length > 0 && (
            <section aria-labelledby="guest-questions" className="flex flex-col gap-3">
              <h2 id="guest-questions" className="text-lg font-bold">
                {m.apply_step_questions()}
              </h2>
              <ScreeningAnswers
                questions={questions}
                answers={answers}
                onChange={(questionId, value) => {
                  clear([`answers.${questionId}`]);
                  setAnswers((current) => ({ ...current, [questionId]: value }));
                }}
                errors={answerErrors(errors as Record<string, string>)}
              />
            </section>
          )}
        </>
      )}
      {current === 2 && (
        <GuestAccountStep
          account={account}
          disabled={busy}
          errors={errors}
          onChange={(patch) => {
            clear(Object.keys(patch));
            setAccount((current) => ({ ...current, ...patch }));
          }}
        />
      )}
      <StepMessage text={stepError} />
      {progress !== undefined && <UploadProgress label={m.upload_progress()} percent={progress} />}
      <VerifyCodeDialog
        open={codeOpen}
        email={codeSent?.address ?? account.email.trim()}
        channel={codeSent?.channel}
        expiresAt={codeExpiresAt}
        onClose={() => setCodeOpen(false)}
        onVerify={verify}
        onResend={sendAccount}
      />
    </WizardFrame>
  );
}
