import type { CompanyCard } from '../../worker/features/jobs/jobs.schemas';

/** The company's logo, or its initial on a tinted square when it has none (the name is always written beside it). */
export function CompanyLogo({ company, size = 'size-12' }: { company: CompanyCard; size?: string }) {
  return company.logo_url ? (
    <img src={company.logo_url} alt="" className={`${size} shrink-0 rounded-lg border border-slate-200 bg-white object-contain`} loading="lazy" />
  ) : (
    <span aria-hidden="true" className={`${size} flex shrink-0 items-center justify-center rounded-lg bg-brand-50 text-lg font-bold text-brand-700`}>
      {company.name.slice(0, 1)}
    </span>
  );
}
