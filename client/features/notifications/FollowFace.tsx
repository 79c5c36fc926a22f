import { m } from '../../paraglide/messages';

export interface FollowTarget {
  id: number;
  name: string;
}

interface FaceProps {
  company: FollowTarget;
  /** For a job seeker: whether they follow (aria-pressed); undefined for a visitor, for whom it leads to sign-in. */
  following: boolean | undefined;
  onClick?: () => void;
}

/** The button itself; without `onClick` it waits (disabled). */
export function FollowFace({ company, following, onClick }: FaceProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!onClick}
      aria-pressed={following}
      title={m.nt_follow_hint({ company: company.name })}
      data-testid={`follow-company-${company.id}`}
      className={`inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold ${
        following ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {following ? <path d="M5 12l5 5L20 7" /> : <path d="M12 5v14M5 12h14" />}
      </svg>
      <span>{following ? m.nt_following() : m.nt_follow()}</span>
    </button>
  );
}
