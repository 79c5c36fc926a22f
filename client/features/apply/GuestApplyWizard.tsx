import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../auth/auth-modals';
import { useRefreshSession, useSession } from '../auth/session';
import { QueryPage } from '../jobs/page-states';
import { secondaryLinkClass } from '../shell/link-styles';
import type { ApplySearch } from './apply-search';
import { type AccountErrors, accountProblems, GuestAccountStep } from './GuestAccountStep';
import { GuestCvStep } from './GuestCvStep';
import { type DetailErrors, emptyDetailFields, GuestDetailsStep } from './GuestDetailsStep';
import { attachGuestCv, emptyDetails, type GuestAccount, type GuestDetails, registerGuest, signUpGuest, verifyGuest } from './guest-api';
import { JobClosedNotice } from './JobClosedNotice';
import { VerifyCodeDialog } from './VerifyCodeDialog';
import { StepMessage, WizardFrame } from './WizardFrame';

/** /jobs/$id/apply-without-account: SPEC.md's unsigned apply wizard, then the e-mail code, then the success modal. */
export function GuestApplyWizard({ jobId, search }: { jobId: number; search: ApplySearch }) {
  const trpc = useTRPC();
  const session = useSession();
  const query = useQuery(trpc.jobs.get.queryOptions({ id: jobId }, { enabled: jobId > 0, retry: false }));
  const [finished, setFinished] = useState(false);
  if (session.isLoading) return <Spinner label={m.loading()} />;
  // Someone with an account applies with it (the last step's own sign-in is already on its way elsewhere).
  if (session.user?.email_verified && !finished) return <Navigate to="/jobs/$id/apply" params={{ id: String(jobId) }} replace />;
  return (
    <QueryPage query={query} valid={jobId > 0}>
      {(job) => (job.is_open ? <Wizard job={job} search={search} pending={session.user !== null} onFinished={() => setFinished(true)} /> : <JobClosedNotice job={job} />)}
    </QueryPage>
  );
}

interface WizardProps {
  job: PublicJob;
  search: ApplySearch;
  /** The server holds a pending application for this browser's session (step 1 was sent). */
  pending: boolean;
  onFinished: () => void;
}

function Wizard({ job, search, pending, onFinished }: WizardProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const { user } = useSession();
  // Everything typed, in one place; the password only in memory, for as long as this page is open.
  const [details, setDetails] = useState<GuestDetails>(emptyDetails);
  const [cvFile, setCvFile] = useState<File>();
  const [cvAttached, setCvAttached] = useState(false);
  const [account, setAccount] = useState<GuestAccount>({ email: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<DetailErrors & AccountErrors & { cv?: string; file?: string }>({});
  const [stepError, setStepError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [codeOpen, setCodeOpen] = useState(false);

  const steps = [m.apply_guest_step_details(), m.apply_guest_step_cv(), m.apply_guest_step_account()];
  // A later step is shown only when what it builds on is on the server: the pending account, then its CV.
  const reachable = !pending ? 0 : cvAttached ? 2 : 1;
  const current = Math.min(Math.max((search.step ?? 1) - 1, 0), reachable);
  const goTo = (index: number) => {
    setStepError(undefined);
    void navigate({ to: '/jobs/$id/apply-without-account', params: { id: String(job.id) }, search: { step: index + 1, cv: search.cv } });
  };
  const clear = (names: string[]) => {
    setStepError(undefined);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));
  };
  /** The server's field messages beside their fields, anything else above the buttons and as a toast. */
  const showProblem = (problem: { fields: Record<string, string>; text: string }) => {
    setErrors(problem.fields);
    if (Object.keys(problem.fields).length === 0) {
      setStepError(problem.text);
      toast.show('error', problem.text);
    }
  };

  const sendDetails = async () => {
    const empty = emptyDetailFields(details);
    if (Object.keys(empty).length > 0) {
      setErrors(empty);
      setStepError(m.apply_fill_all_fields());
      return;
    }
    setBusy(true);
    const outcome = await registerGuest(job.id, details);
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.problem.code === 'email_exists_login') {
        toast.show('error', outcome.problem.text);
        void navigate({ to: '/sign-in', search: { redirect: `/jobs/${job.id}/apply`, as: 'account' } });
        openAuthModal({ name: 'login', type: 'account', email: details.email.trim() });
        return;
      }
      return showProblem(outcome.problem);
    }
    setAccount((current) => ({ ...current, email: current.email || details.email.trim() }));
    await refreshSession();
    goTo(1);
  };

  const sendCv = async () => {
    const choice = cvFile ? { file: cvFile } : search.cv ? { cvId: search.cv } : undefined;
    if (!choice) {
      setStepError(m.v_upload_or_create());
      return;
    }
    setBusy(true);
    setProgress(cvFile ? 0 : undefined);
    const outcome = await attachGuestCv(choice, setProgress);
    setBusy(false);
    setProgress(undefined);
    if (!outcome.ok) {
      const { fields } = outcome.problem;
      return showProblem({ ...outcome.problem, fields: fields.file_path ? { file: fields.file_path } : fields.cv_id ? { cv: fields.cv_id } : fields });
    }
    setCvAttached(true);
    setAccount((current) => ({ ...current, email: current.email || user?.email || '' }));
    goTo(2);
  };

  const sendAccount = async (): Promise<string | undefined> => {
    const problems = accountProblems(account);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return m.apply_fill_all_fields();
    }
    setBusy(true);
    const outcome = await signUpGuest({ ...account, email: account.email.trim() });
    setBusy(false);
    if (!outcome.ok) {
      showProblem(outcome.problem);
      return outcome.problem.text;
    }
    toast.show('success', replyText(outcome.code) ?? m.apply_code_sent());
    setCodeOpen(true);
    return undefined;
  };

  const verify = async (code: string): Promise<string | undefined> => {
    const outcome = await verifyGuest(account.email.trim(), code);
    if (!outcome.ok) return outcome.problem.fields.verification_code ?? outcome.problem.text;
    onFinished();
    setCodeOpen(false);
    toast.show('success', replyText(outcome.code) ?? m.reply_application_submitted());
    await queryClient.invalidateQueries();
    void navigate({ to: '/myApplications/applied-Jobs', replace: true });
    openAuthModal({ name: 'apply-success' });
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
        <>
          {current === 0 ? (
            <Link to="/jobs/$id" params={{ id: String(job.id) }} className={secondaryLinkClass}>
              {m.button_cancel()}
            </Link>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => goTo(current - 1)}>
              {m.apply_back()}
            </Button>
          )}
          <Button onClick={next} busy={busy} data-testid="apply-next">
            {current === 2 ? m.apply_guest_finish() : m.apply_next()}
          </Button>
        </>
      }
    >
      {current === 0 && (
        <GuestDetailsStep
          details={details}
          disabled={busy}
          errors={errors}
          onChange={(patch) => {
            clear(Object.keys(patch));
            setDetails((current) => ({ ...current, ...patch }));
          }}
        />
      )}
      {current === 1 && (
        <GuestCvStep
          jobId={job.id}
          file={cvFile}
          onFile={(file) => {
            clear(['file', 'cv']);
            setCvFile(file);
          }}
          madeCvId={search.cv}
          error={errors.cv}
          fileError={errors.file}
          disabled={busy}
        />
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
      <VerifyCodeDialog open={codeOpen} email={account.email.trim()} onClose={() => setCodeOpen(false)} onVerify={verify} onResend={sendAccount} />
    </WizardFrame>
  );
}
