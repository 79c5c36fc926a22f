import { useMutation } from '@tanstack/react-query';
import { type CvDetail, sharedCvPath } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { ShareButton } from '../../components/ui/ShareButton';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useInvalidateCvs } from './cv-api';

/** The owner's view of the CV's public link: make one, share or copy it, replace it, or stop sharing. */
export function ShareLinkPanel({ cv }: { cv: CvDetail }) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidate = useInvalidateCvs();
  const options = (code: 'cv_share_link_created' | 'cv_share_link_revoked') => ({
    onSuccess: () => {
      toast.show('success', code === 'cv_share_link_created' ? m.reply_cv_share_link_created() : m.reply_cv_share_link_revoked());
      void invalidate();
    },
    onError: (error: unknown) => toast.show('error', problemOf(error).text),
  });
  const create = useMutation(trpc.cv.createShareLink.mutationOptions(options('cv_share_link_created')));
  const revoke = useMutation(trpc.cv.revokeShareLink.mutationOptions(options('cv_share_link_revoked')));
  const busy = create.isPending || revoke.isPending;
  const link = cv.is_shareable && cv.share_token ? new URL(sharedCvPath(cv.share_token), window.location.origin).href : null;
  const title = m.cv_share_heading({ name: cv.full_name ?? cv.title });

  return (
    <section aria-labelledby="cv-share-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm print:hidden">
      <h2 id="cv-share-title" className="font-semibold">
        {m.cv_share_title()}
      </h2>
      {link ? (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{m.cv_public_link()}:</span>
            <a href={link} target="_blank" rel="noopener" dir="ltr" className="min-w-0 flex-1 truncate text-brand-700 underline">
              {link}
            </a>
          </p>
          <div className="flex flex-wrap gap-2">
            <ShareButton url={link} title={title} />
            <Button
              variant="secondary"
              busy={create.isPending}
              disabled={busy}
              onClick={() => create.mutate({ cv_id: cv.id })}
              aria-describedby="cv-share-regenerate-hint"
            >
              {m.cv_share_regenerate()}
            </Button>
            <Button variant="danger" busy={revoke.isPending} disabled={busy} onClick={() => revoke.mutate({ cv_id: cv.id })}>
              {m.cv_share_revoke()}
            </Button>
          </div>
          <p id="cv-share-regenerate-hint" className="text-xs text-slate-600">
            {m.cv_share_regenerate_hint()}
          </p>
        </>
      ) : (
        <>
          {!cv.is_shareable && <p className="text-slate-700">{m.cv_share_none()}</p>}
          <div>
            <Button busy={create.isPending} onClick={() => create.mutate({ cv_id: cv.id })}>
              {m.cv_share_create()}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
