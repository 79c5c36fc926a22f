import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { type CvListItem, requiredForCreate } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { stateLabel } from '../../lib/cv-labels';
import { secondaryLinkClass } from '../../components/ui/link-styles';
import { StepMessage } from './WizardFrame';

const badgeClass: Record<CvListItem['state'], string> = {
  draft: 'bg-amber-100 text-amber-900',
  complete: 'bg-emerald-100 text-emerald-900',
  uploaded: 'bg-sky-100 text-sky-900',
};

/** docs/product.md#cv-sections-and-completion: a CV with no file and completed_count below 3 is a draft, and cannot be sent. */
export const isDraft = (cv: CvListItem) => cv.state === 'draft';

/** The CV upload dialog (client/features/cvs), given by the route: `onUploaded` hears the new CV's id. */
export type UploadCvDialogSlot = (props: { open: boolean; onClose: () => void; onUploaded: (cvId: number) => void }) => ReactNode;

export interface CvStepProps {
  jobId: number;
  chosen: number | undefined;
  onChoose: (cvId: number | undefined) => void;
  /** Nothing chosen on Next, or the server's word about the CV. */
  error: string | undefined;
  uploadCvDialog: UploadCvDialogSlot;
}

/**
 * Step 1 of the signed-in wizard: the seeker's CVs as cards to choose from, with their state; a draft is refused with
 * the product's exact message (docs/product.md#applying-signed-in). A new CV is made in the CV maker's apply mode
 * (which comes back here with it chosen) or uploaded here (and chosen).
 */
export function CvStep({ jobId, chosen, onChoose, error, uploadCvDialog }: CvStepProps) {
  const trpc = useTRPC();
  const list = useQuery(trpc.cv.list.queryOptions());
  const [uploadOpen, setUploadOpen] = useState(false);
  const [refused, setRefused] = useState<CvListItem>();
  const cvs = list.data ?? [];

  const choose = (cv: CvListItem) => {
    if (isDraft(cv)) {
      setRefused(cv);
      onChoose(undefined);
      return;
    }
    setRefused(undefined);
    onChoose(cv.id);
  };

  return (
    <div className="flex flex-col gap-4">
      {list.isPending && <Spinner label={m.loading()} />}
      {list.isError && (
        <StepMessage text={problemOf(list.error).text}>
          <Button variant="secondary" className="self-start" onClick={() => void list.refetch()}>
            {m.cv_retry()}
          </Button>
        </StepMessage>
      )}
      {cvs.length > 0 && (
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">{m.apply_choose_cv()}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {cvs.map((cv) => (
              <label
                key={cv.id}
                className={`flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                  chosen === cv.id ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-400'
                }`}
              >
                <input
                  type="radio"
                  name="apply-cv"
                  value={cv.id}
                  checked={chosen === cv.id}
                  onChange={() => choose(cv)}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="truncate font-semibold">{cv.title || cv.full_name || cv.file_name}</span>
                  <span className="flex flex-wrap gap-1.5">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClass[cv.state]}`}>{stateLabel(cv.state)}</span>
                    {cv.is_default && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{m.cv_state_default()}</span>}
                  </span>
                  {cv.state === 'uploaded' ? (
                    cv.file_name && <span className="truncate text-xs text-slate-600">{cv.file_name}</span>
                  ) : (
                    <span className="text-xs text-slate-600">{m.cv_progress({ done: cv.required_done, total: requiredForCreate })}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {refused ? (
        <StepMessage text={m.v_cv_incomplete()}>
          <Link to="/cv-maker" search={{ id: refused.id, apply: jobId }} className="self-start font-semibold text-red-900 underline">
            {m.apply_complete_cv()}
          </Link>
        </StepMessage>
      ) : (
        <StepMessage text={error} />
      )}
      <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 sm:flex-row sm:items-center">
        {/* "Another" only beside CVs to choose from; with none, the panel says that there is none yet. */}
        <p className="text-sm text-slate-700 sm:me-auto" data-testid="apply-cv-prompt">
          {list.isSuccess && cvs.length === 0 ? m.apply_no_cvs() : cvs.length > 0 ? m.apply_new_cv_prompt() : ''}
        </p>
        <Link to="/cv-maker" search={{ apply: jobId }} className={secondaryLinkClass}>
          {m.cv_create_action()}
        </Link>
        <Button variant="secondary" onClick={() => setUploadOpen(true)}>
          {m.cv_upload_action()}
        </Button>
      </div>
      {uploadCvDialog({
        open: uploadOpen,
        onClose: () => setUploadOpen(false),
        onUploaded: (cvId) => {
          setRefused(undefined);
          onChoose(cvId);
        },
      })}
    </div>
  );
}
