import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cvPdfFileName, isShareToken } from '../../../worker/features/cvs/cvs.schemas';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useLocale } from '../../lib/i18n';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useSession } from '../../lib/session';
import { CvPreview } from './CvPreview';
import { PdfViewerModal } from '../../components/PdfViewerModal';
import { ShareButton } from '../../components/ui/ShareButton';
import { ShareLinkPanel } from './ShareLink';
import { SignedOutPrompt } from './SignedOutPrompt';

const primaryLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';
const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/** /dashboard/cv/{id}: the owner's read-only, printable CV. */
export function CvPreviewPage({ cvId }: { cvId: number }) {
  const session = useSession();
  if (session.isLoading) return <Spinner label={m.loading()} />;
  if (!session.user) return <SignedOutPrompt />;
  return <OwnCv cvId={cvId} />;
}

function OwnCv({ cvId }: { cvId: number }) {
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
      {query.data && <ShareLinkPanel cv={query.data} />}
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

/** /public/cv/{token}: the link Kar hands out. Signed-out viewers read the CV, download its PDF and pass it on. */
export function SharedByTokenPage({ token }: { token: string }) {
  const trpc = useTRPC();
  const valid = isShareToken(token);
  const query = useQuery(trpc.cv.sharedByToken.queryOptions({ token }, { enabled: valid, retry: false }));
  if (!valid) return <EmptyState title={m.error_not_found()} />;
  const cv = query.data;
  return (
    <div className="flex flex-col gap-4">
      {cv && (
        <div className="flex flex-wrap justify-end gap-2 print:hidden">
          <ShareButton url={window.location.href} title={m.cv_share_heading({ name: cv.full_name ?? cv.title })} />
          <Button variant="secondary" onClick={() => window.print()}>
            {m.cv_print()}
          </Button>
          <a
            href={`/api/v1/public/cvs/${encodeURIComponent(token)}/pdf?language=${cv.language}`}
            download={cvPdfFileName(cv.title, cv.language)}
            className={primaryLink}
          >
            {m.cv_download_pdf()}
          </a>
        </div>
      )}
      {query.isLoading && <Spinner label={m.loading()} />}
      {query.isError && <EmptyState title={problemOf(query.error).text} />}
      {cv && <CvPreview cv={cv} />}
    </div>
  );
}
