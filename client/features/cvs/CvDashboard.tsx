import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { CvListItem } from '../../../worker/features/cvs/cvs.schemas';
import { requiredForCreate } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { secondaryLinkClass } from '../../components/ui/link-styles';
import { Dialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useSession } from '../../lib/session';
import { useInvalidateCvs } from './cv-api';
import { stateLabel } from '../../lib/cv-labels';
import { PdfViewerModal } from '../../components/PdfViewerModal';
import { SignedOutPrompt } from './SignedOutPrompt';
import { UploadCvDialog } from './UploadCvDialog';

const linkClass = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50';
const primaryLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

const badgeClass: Record<CvListItem['state'] | 'default', string> = {
  draft: 'bg-amber-100 text-amber-900',
  complete: 'bg-emerald-100 text-emerald-900',
  uploaded: 'bg-sky-100 text-sky-900',
  default: 'bg-brand-700 text-white',
};

/** A new CV: imported from a file the seeker already has (docs/product.md#cv-import), or made from nothing. */
function NewCvLinks() {
  return (
    <>
      <Link to="/cv-maker" search={{ section: 'import' }} className={secondaryLinkClass}>
        {m.cv_import_title()}
      </Link>
      <Link to="/cv-maker" className={primaryLink}>
        {m.cv_create_action()}
      </Link>
    </>
  );
}

/** /dashboard: the job seeker's CVs (docs/product.md#cvs-and-the-cv-maker), below an `overview` the page may put under its title. */
export function CvDashboard({ overview }: { overview?: ReactNode }) {
  const session = useSession();
  return (
    <section className="flex flex-col gap-6" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-bold">
        {m.page_dashboard()}
      </h1>
      {session.user && overview}
      {session.isLoading ? <Spinner label={m.loading()} /> : session.user ? <CvList /> : <SignedOutPrompt />}
    </section>
  );
}

function CvList() {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidate = useInvalidateCvs();
  const list = useQuery(trpc.cv.list.queryOptions());
  const [uploadOpen, setUploadOpen] = useState(false);
  const [removing, setRemoving] = useState<CvListItem | null>(null);
  const [pdf, setPdf] = useState<CvListItem | null>(null);

  const onError = (error: unknown) => toast.show('error', problemOf(error).text);
  const setDefault = useMutation(
    trpc.cv.setDefault.mutationOptions({
      onSuccess: () => {
        toast.show('success', m.reply_cv_default());
        void invalidate();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.cv.remove.mutationOptions({
      onSuccess: (reply) => {
        toast.show('success', replyText(reply.code) ?? m.reply_cv_deleted());
        setRemoving(null);
        void invalidate();
      },
      onError,
    }),
  );

  const cvs = list.data ?? [];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-cvs" className="text-lg font-semibold">
          {m.cv_my_cvs()}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setUploadOpen(true)}>
            {m.cv_upload_action()}
          </Button>
          <NewCvLinks />
        </div>
      </div>

      {list.isLoading && <Spinner label={m.loading()} />}
      {list.isError && (
        <EmptyState
          title={problemOf(list.error).text}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {m.cv_retry()}
            </Button>
          }
        />
      )}
      {list.isSuccess && cvs.length === 0 && (
        <EmptyState
          title={m.cv_empty_title()}
          description={`${m.cv_empty_text()} ${m.cv_import_prompt()}`}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <NewCvLinks />
            </div>
          }
        />
      )}
      {cvs.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label={m.cv_my_cvs()}>
          {cvs.map((cv) => (
            <li key={cv.id} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start gap-3">
                {cv.profile_pic_path ? (
                  <img src={cv.profile_pic_path} alt="" className="size-12 shrink-0 rounded-full object-cover" width={48} height={48} />
                ) : (
                  <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-slate-100 text-lg font-bold text-slate-500">
                    {(cv.title || cv.full_name || '?').slice(0, 1)}
                  </span>
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h3 className="truncate font-semibold">{cv.title || cv.full_name || cv.file_name}</h3>
                  <p className="flex flex-wrap gap-1.5">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClass[cv.state]}`}>{stateLabel(cv.state)}</span>
                    {cv.is_default && <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClass.default}`}>{m.cv_state_default()}</span>}
                  </p>
                  {cv.state !== 'uploaded' && <p className="text-xs text-slate-600">{m.cv_progress({ done: cv.required_done, total: requiredForCreate })}</p>}
                  {cv.file_name && <p className="truncate text-xs text-slate-600">{cv.file_name}</p>}
                </div>
              </div>
              <div className="flex flex-wrap gap-1 border-t border-slate-100 pt-2">
                {cv.state === 'uploaded' ? (
                  <>
                    {cv.file_type === 'pdf' && (
                      <Button variant="ghost" className="px-3" onClick={() => setPdf(cv)}>
                        {m.cv_action_pdf()}
                      </Button>
                    )}
                    {cv.file_path && (
                      <a href={cv.file_path} download={cv.file_name ?? true} className={linkClass}>
                        {m.cv_download()}
                      </a>
                    )}
                  </>
                ) : (
                  <>
                    <Link to="/cv-maker" search={{ id: cv.id }} className={linkClass}>
                      {m.cv_action_edit()}
                    </Link>
                    <Link to="/dashboard/cv/$id" params={{ id: String(cv.id) }} className={linkClass}>
                      {m.cv_action_preview()}
                    </Link>
                    <Button variant="ghost" className="px-3" onClick={() => setPdf(cv)}>
                      {m.cv_action_pdf()}
                    </Button>
                  </>
                )}
                {!cv.is_default && (
                  <Button
                    variant="ghost"
                    className="px-3"
                    busy={setDefault.isPending && setDefault.variables?.cv_id === cv.id}
                    onClick={() => setDefault.mutate({ cv_id: cv.id })}
                  >
                    {m.cv_action_default()}
                  </Button>
                )}
                <Button variant="ghost" className="px-3 text-red-700 hover:bg-red-50" onClick={() => setRemoving(cv)}>
                  {m.cv_action_delete()}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <UploadCvDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
      <PdfViewerModal cvId={pdf?.id ?? null} title={pdf?.title} language={pdf?.state === 'uploaded' ? undefined : pdf?.language} onClose={() => setPdf(null)} />
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} title={m.cv_delete_title()}>
        <p className="text-slate-700">{m.cv_delete_text({ title: removing?.title ?? '' })}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {m.button_cancel()}
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={() => removing && remove.mutate({ cv_id: removing.id })}>
            {m.cv_action_delete()}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
