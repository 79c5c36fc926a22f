import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { CvFileDropzone } from '../../components/CvFileDropzone';
import { secondaryLinkClass } from '../../components/ui/link-styles';
import { StepMessage } from './WizardFrame';

export interface GuestCvStepProps {
  jobId: number;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  /** A CV made in the CV maker, back from it (its id is in the address). */
  madeCvId: number | undefined;
  error: string | undefined;
  fileError: string | undefined;
  disabled: boolean;
}

/**
 * Step 2 of the unsigned wizard, 'Final Step': upload a CV file or make one in the CV maker (which comes back here
 * with it); LinkedIn is shown as coming soon.
 */
export function GuestCvStep({ jobId, file, onFile, madeCvId, error, fileError, disabled }: GuestCvStepProps) {
  const trpc = useTRPC();
  const cvs = useQuery(trpc.cv.list.queryOptions(undefined, { enabled: madeCvId !== undefined }));
  const made = cvs.data?.find((cv) => cv.id === madeCvId);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{m.apply_guest_cv_intro()}</p>
      {made && !file && (
        <p className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="made-cv">
          {m.apply_guest_cv_made({ title: made.title || made.full_name || '' })}
        </p>
      )}
      <CvFileDropzone file={file} onChange={onFile} error={fileError} disabled={disabled} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to="/cv-maker" search={{ apply: jobId, guest: true }} className={secondaryLinkClass} disabled={disabled}>
          {m.apply_guest_make_cv()}
        </Link>
        <button
          type="button"
          disabled
          aria-describedby="linkedin-soon"
          className="inline-flex min-h-11 cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-slate-300 bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-600"
        >
          {m.apply_guest_linkedin()}
          <span id="linkedin-soon" className="rounded-full bg-slate-600 px-2 py-0.5 text-xs text-white">
            {m.cv_coming_soon()}
          </span>
        </button>
      </div>
      <StepMessage text={error} />
    </div>
  );
}
