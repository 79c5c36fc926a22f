import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { type CvDetail, type CvSection, cvSections, optionalSections, recommendedSections, requiredForCreate } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { useLocale } from '../../lib/i18n';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { type ApplyReturn, wizardLocation } from '../../lib/apply-return';
import { useSession } from '../../lib/session';
import { useInvalidateCvs } from './cv-api';
import { sectionLabel } from '../../lib/cv-labels';
import { ConfirmDialog, type SubmitOpenForm } from './maker-common';
import { SignedOutPrompt } from './SignedOutPrompt';
import { SectionContent } from './SectionContent';
import { LocalCvStoreProvider } from './cv-store';
import { HeldEditsPanel } from './HeldEditsPanel';
import { useHeldCv } from './useHeldCv';
import { useOnline } from '../../lib/useOnline';
import { markInstallMoment } from '../../lib/install-moment';

/**
 * On phones each group of sections is one row that scrolls sideways: the section Next moved to is brought into view.
 * (On wider screens the menu is a column and nothing scrolls.)
 */
function scrollIntoViewOnPhones(button: HTMLButtonElement | null) {
  button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * /cv-maker (docs/product.md#cv-sections-and-completion). In apply mode (`applyTo`) the maker was opened from an apply
 * wizard: leaving it goes back there, and Create hands the CV to it.
 */
interface MakerProps {
  cvId: number | undefined;
  applyTo?: ApplyReturn | undefined;
  /** The section to open first (a gap in "How you match" links to the section that closes it); unknown names are ignored. */
  section?: string | undefined;
  /** The job whose "How you match" sent the seeker here: Close and Save go back to it. */
  backToJob?: number | undefined;
}

export function CvMaker(props: MakerProps) {
  const session = useSession();
  if (session.isLoading) return <Spinner label={m.loading()} />;
  if (!session.user) return <SignedOutPrompt />;
  return <Maker {...props} />;
}

function Maker({ cvId, applyTo, section, backToJob }: MakerProps) {
  const trpc = useTRPC();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidateCvs();
  // Opened on an existing CV from the dashboard: the footer offers Close instead of Cancel.
  const [editMode] = useState(() => cvId !== undefined);
  const [active, setActive] = useState<CvSection>(() => cvSections.find((name) => name === section) ?? 'personal_information');
  const [moving, setMoving] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const submitOpen = useRef<SubmitOpenForm | null>(null);
  const register = useCallback((submit: SubmitOpenForm | null) => {
    submitOpen.current = submit;
  }, []);

  const query = useQuery(trpc.cv.get.queryOptions({ cv_id: cvId ?? 0, language: locale }, { enabled: cvId !== undefined }));
  const online = useOnline();
  // Offline, and until what was kept offline is sent, edits are kept on the phone and shown at once (issue 27).
  const held = useHeldCv(query.data);
  const cv = held.shown;
  const remove = useMutation(trpc.cv.remove.mutationOptions());

  const done = new Set(cv?.completed_sections ?? []);
  // One measure everywhere (docs/decisions/0006): the four recommended sections and one optional one.
  const requiredDone = cv?.required_done ?? 0;
  const progressText = m.cv_progress({ done: requiredDone, total: requiredForCreate });

  /** Saves the open form, if any, and tells whether what was typed is safe (saved, or nothing was open). */
  const saveOpenForm = async () => {
    setMoving(true);
    const ok = submitOpen.current ? await submitOpen.current() : true;
    setMoving(false);
    return ok;
  };
  const goTo = async (section: CvSection) => {
    if (section !== active && (await saveOpenForm())) setActive(section);
  };
  const next = () => void goTo(cvSections[(cvSections.indexOf(active) + 1) % cvSections.length] ?? 'personal_information');
  const close = () =>
    void (applyTo
      ? navigate(wizardLocation(applyTo, undefined))
      : backToJob !== undefined
        ? navigate({ to: '/jobs/$id', params: { id: String(backToJob) } })
        : navigate({ to: '/dashboard' }));

  const cancel = () => {
    if (editMode || !cv || requiredDone === 0) close();
    else setConfirmCancel(true);
  };
  const discard = () => {
    if (!cv) return close();
    remove.mutate(
      { cv_id: cv.id },
      {
        onSuccess: (reply) => {
          toast.show('success', replyText(reply.code) ?? m.reply_cv_deleted());
          void invalidate();
          setConfirmCancel(false);
          close();
        },
        onError: (error) => toast.show('error', problemOf(error).text),
      },
    );
  };
  // Save As Draft, Close (edit mode) and Create keep what an open form holds: they save it first, and stay if that
  // fails. (An open form is given up with its own Cancel.)
  const saveAndClose = async () => {
    if (!(await saveOpenForm())) return;
    if (cv) markInstallMoment();
    close();
  };
  const finish = async () => {
    // docs/product.md#cv-sections-and-completion: in apply mode Create answers an unfinished CV with 'Please fill all required fields'.
    if (applyTo && requiredDone !== requiredForCreate) {
      toast.show('error', m.v_required_fields());
      return;
    }
    if (!(await saveOpenForm())) return;
    toast.show('success', m.reply_cv_saved());
    markInstallMoment();
    if (applyTo && cv) void navigate(wizardLocation(applyTo, cv.id));
    else close();
  };

  if (cvId !== undefined && query.isLoading) return <Spinner label={m.loading()} />;
  if (cvId !== undefined && query.isError) return <EmptyState title={problemOf(query.error).text} />;

  const menuItem = (section: CvSection) => {
    const complete = done.has(section);
    // `relative`: the check mark's screen-reader text is absolutely positioned and would otherwise escape the
    // sideways-scrolling row on phones and widen the page.
    return (
      <li key={section} className="relative shrink-0 md:shrink">
        <button
          type="button"
          aria-current={active === section ? 'step' : undefined}
          disabled={moving}
          onClick={() => void goTo(section)}
          ref={active === section ? scrollIntoViewOnPhones : undefined}
          className={`flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-start text-sm whitespace-nowrap md:whitespace-normal ${
            active === section ? 'bg-brand-700 font-semibold text-white' : 'text-slate-800 hover:bg-slate-100'
          }`}
        >
          <span
            aria-hidden="true"
            className={`grid size-5 shrink-0 place-items-center rounded-full border text-xs ${complete ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-slate-400'}`}
          >
            {complete ? '✓' : ''}
          </span>
          <span className="flex-1">{sectionLabel(section)}</span>
          {complete && <span className="sr-only">{m.cv_section_done()}</span>}
        </button>
      </li>
    );
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="cv-maker-title">
      <h1 id="cv-maker-title" className="text-2xl font-bold">
        {editMode ? m.cv_maker_edit_title() : m.cv_maker_title()}
      </h1>
      {/* The start of a new CV offers the import (docs/product.md#cv-import); an apply's CV is made here, in its flow. */}
      {!cv && !applyTo && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
          {m.cv_import_prompt()}
          <Link to="/cv-maker" search={{ section: 'import' }} className="font-semibold text-brand-700 underline">
            {m.cv_import_title()}
          </Link>
        </p>
      )}
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <nav
          aria-label={m.cv_maker_sections()}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-3 md:sticky md:top-4 md:w-64 md:shrink-0"
        >
          {/* The same measure as the footer's words beside Create, as a bar (its name is those words). */}
          <div className="px-3">
            <ProgressBar label={progressText} value={(requiredDone / requiredForCreate) * 100} />
          </div>
          <div>
            <h2 className="mb-1 px-3 text-xs font-bold tracking-wide text-slate-600 uppercase">{m.cv_group_recommended()}</h2>
            <ul className="flex gap-1 overflow-x-auto md:flex-col">{recommendedSections.map(menuItem)}</ul>
          </div>
          <div>
            <h2 className="px-3 text-xs font-bold tracking-wide text-slate-600 uppercase">{m.cv_group_optional()}</h2>
            <p className="mb-1 px-3 text-xs text-slate-600">{m.cv_optional_one_needed()}</p>
            <ul className="flex gap-1 overflow-x-auto md:flex-col">{optionalSections.map(menuItem)}</ul>
          </div>
          <div aria-disabled="true" className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-500">
            <p className="font-semibold">{m.cv_linkedin_title()}</p>
            <p className="text-xs">{m.cv_linkedin_text()}</p>
            <button type="button" disabled className="mt-2 min-h-9 w-full cursor-not-allowed rounded-md bg-slate-200 px-2 text-xs font-semibold text-slate-500">
              {m.cv_linkedin_connect()} · {m.cv_coming_soon()}
            </button>
          </div>
        </nav>

        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <HeldEditsPanel state={held} online={online} />
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <LocalCvStoreProvider value={held.store}>
              <SectionContent
                key={active}
                section={active}
                cv={cv}
                register={register}
                onCreated={(id) => void navigate({ to: '/cv-maker', search: { id, apply: applyTo?.jobId, guest: applyTo?.guest || undefined }, replace: true })}
                onNeedPersonal={() => setActive('personal_information')}
              />
            </LocalCvStoreProvider>
          </div>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={next} busy={moving}>
              {m.cv_next()}
            </Button>
          </div>
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:items-center">
            <p className="text-sm text-slate-700 sm:me-auto" aria-live="polite">
              {progressText}
            </p>
            <Button variant="secondary" onClick={editMode ? () => void saveAndClose() : cancel}>
              {backToJob !== undefined && editMode ? m.cv_back_to_job() : editMode ? m.dialog_close() : m.button_cancel()}
            </Button>
            <Button variant="secondary" onClick={() => void saveAndClose()} disabled={!cv || moving}>
              {m.cv_save_draft()}
            </Button>
            <Button onClick={() => void finish()} disabled={(applyTo ? !cv : requiredDone !== requiredForCreate) || moving}>
              {m.cv_create()}
            </Button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        title={m.cv_discard_title()}
        text={m.cv_discard_text()}
        confirmLabel={m.cv_discard_confirm()}
        busy={remove.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={discard}
      />
    </section>
  );
}
