import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useLocale } from '../../lib/i18n';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { useToast } from '../../components/ui/Toast';
import { m } from '../../paraglide/messages';
import { useSession } from '../auth/session';
import { CvPreview } from './CvPreview';
import { PdfViewerModal } from './PdfViewerModal';
import { SignedOutPrompt } from './SignedOutPrompt';

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/** /dashboard/cv/{id}: the owner's read-only, printable CV. */
export function CvPreviewPage({ cvId }: { cvId: number }) {
  const session = useSession();
  if (session.isLoading) return <Spinner label={m.loading()} />;
  if (!session.user) return <SignedOutPrompt />;
  return <OwnCv cvId={cvId} />;
}

/** SPEC.md section 7's public address of a shared CV. */
export const publicCvPath = (email: string, userId: number, cvId: number) =>
  `/public/user/email/${encodeURIComponent(email)}/user-id/${userId}/cv/${cvId}`;

function PublicLink({ path }: { path: string }) {
  const toast = useToast();
  const url = new URL(path, window.location.origin).href;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm print:hidden">
      <span className="font-semibold">{m.cv_public_link()}:</span>
      <a href={path} target="_blank" rel="noopener" dir="ltr" className="min-w-0 flex-1 truncate text-brand-700 underline">
        {url}
      </a>
      <Button
        variant="secondary"
        onClick={() =>
          void navigator.clipboard.writeText(url).then(
            () => toast.show('success', m.cv_link_copied()),
            () => toast.show('error', m.error_internal()),
          )
        }
      >
        {m.cv_copy_link()}
      </Button>
    </div>
  );
}

function OwnCv({ cvId }: { cvId: number }) {
  const { user } = useSession();
  const trpc = useTRPC();
  const locale = useLocale();
  const [pdfOpen, setPdfOpen] = useState(false);
  const query = useQuery(trpc.cv.get.queryOptions({ cv_id: cvId, language: locale }, { enabled: Number.isInteger(cvId) && cvId > 0 }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Link to="/dashboard" className={linkButton}>
          {m.cv_back_to_dashboard()}
        </Link>
        <span className="flex-1" />
        {query.data && !query.data.file_path && (
          <Link to="/cv-maker" search={{ id: cvId }} className={linkButton}>
            {m.cv_action_edit()}
          </Link>
        )}
        <Button variant="secondary" onClick={() => window.print()} disabled={!query.data}>
          {m.cv_print()}
        </Button>
        <Button onClick={() => setPdfOpen(true)} disabled={!query.data}>
          {m.cv_action_pdf()}
        </Button>
      </div>
      {query.isLoading && <Spinner label={m.loading()} />}
      {query.isError && <EmptyState title={problemOf(query.error).text} />}
      {query.data?.is_shareable && user && <PublicLink path={publicCvPath(user.email, user.id, cvId)} />}
      {query.data && (query.data.file_path ? <UploadedCv title={query.data.title} href={query.data.file_path} /> : <CvPreview cv={query.data} />)}
      <PdfViewerModal cvId={pdfOpen ? cvId : null} title={query.data?.title} language={query.data?.language} onClose={() => setPdfOpen(false)} />
    </div>
  );
}

function UploadedCv({ title, href }: { title: string; href: string }) {
  return (
    <EmptyState
      title={title}
      description={m.cv_uploaded_preview()}
      action={
        <a href={href} download className={linkButton}>
          {m.cv_download()}
        </a>
      }
    />
  );
}

/** The public link of a CV its owner made shareable, through tRPC cv.shared. */
export function SharedCvPage({ email, userId, cvId }: { email: string; userId: number; cvId: number }) {
  const trpc = useTRPC();
  const valid = Number.isInteger(userId) && userId > 0 && Number.isInteger(cvId) && cvId > 0;
  const query = useQuery(trpc.cv.shared.queryOptions({ email, user_id: userId, cv_id: cvId }, { enabled: valid, retry: false }));
  if (!valid) return <EmptyState title={m.error_not_found()} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end print:hidden">
        <Button variant="secondary" onClick={() => window.print()} disabled={!query.data}>
          {m.cv_print()}
        </Button>
      </div>
      {query.isLoading && <Spinner label={m.loading()} />}
      {query.isError && <EmptyState title={problemOf(query.error).text} />}
      {query.data && <CvPreview cv={query.data} />}
    </div>
  );
}
