import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminCompany, CompanyStatus } from '../../../worker/features/admin/admin.schemas';
import { companyStatuses } from '../../../worker/features/admin/admin.schemas';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { TextField } from '../../components/ui/TextField';
import { useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { SanitisedHtml } from '../../components/SanitisedHtml';
import { useLookup } from '../../lib/useLookup';
import { AdminHeading, formatMoment, ListState, LoadMore, StatusTabs } from './admin-ui';
import { CreditsDialog } from './CreditsDialog';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { useAdminWrite } from '../../components/ReauthProvider';

const statusLabels: Record<CompanyStatus, () => string> = {
  pending: m.adm_status_pending,
  approved: m.adm_status_approved,
  rejected: m.adm_status_rejected,
  suspended: m.adm_status_suspended,
  closed: m.adm_status_closed,
};
export const companyStatusLabel = (status: CompanyStatus) => statusLabels[status]();

type Decision = 'approve' | 'reject' | 'suspend' | 'restore';
/** What an admin may decide from each status (the server checks the same). */
const decisionsFrom: Record<CompanyStatus, Decision[]> = {
  pending: ['approve', 'reject'],
  rejected: ['approve'],
  approved: ['suspend'],
  suspended: ['restore'],
  closed: [],
};
const decisionLabels: Record<Decision, () => string> = { approve: m.adm_approve, reject: m.adm_reject, suspend: m.adm_suspend, restore: m.adm_restore };
const decisionReplies: Record<Decision, () => string> = {
  approve: m.reply_company_approved,
  reject: m.reply_company_rejected,
  suspend: m.reply_company_suspended,
  restore: m.reply_company_restored,
};

/** /admin/companies: the review queue (pending first) and every other status, with what each company sent. */
export function CompaniesPage() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<CompanyStatus>('pending');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const query = useInfiniteQuery(
    trpc.admin.companies.infiniteQueryOptions({ status, ...(q ? { q } : {}) }, { getNextPageParam: (page) => page.next_cursor ?? undefined }),
  );
  const companies = query.data?.pages.flatMap((page) => page.companies) ?? [];
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const [credits, setCredits] = useState<AdminCompany | null>(null);
  const write = useAdminWrite();
  const toast = useToast();
  const decide = useMutation(trpc.admin.decide.mutationOptions());

  const run = async (company: AdminCompany, decision: Decision, why?: string) => {
    const done = await write(() => decide.mutateAsync({ id: company.user_id, decision, ...(why ? { reason: why } : {}) }));
    if (done) toast.show('success', decisionReplies[decision]());
    return done !== undefined;
  };

  const choose = (company: AdminCompany, decision: Decision) => {
    if (decision === 'approve' || decision === 'restore') return void run(company, decision);
    setReason({
      title: decision === 'reject' ? m.adm_reject_title({ name: company.legal_name }) : m.adm_suspend_title({ name: company.legal_name }),
      mailed: true,
      confirmLabel: decisionLabels[decision](),
      onConfirm: (why) => run(company, decision, why),
    });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <>
      <AdminHeading>{m.adm_companies_title()}</AdminHeading>
      <StatusTabs label={m.adm_status_filter()} values={companyStatuses} current={status} labelOf={companyStatusLabel} onChange={setStatus} />
      <form onSubmit={search} className="flex flex-wrap items-end gap-2" role="search">
        <div className="min-w-0 flex-1">
          <TextField label={m.adm_name_or_email()} name="q" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {m.adm_search()}
        </Button>
      </form>
      <ListState
        loading={query.isPending}
        error={query.error}
        empty={companies.length === 0}
        emptyText={m.adm_companies_empty()}
        onRetry={() => void query.refetch()}
      >
        <ul className="flex flex-col gap-4" data-testid="admin-companies">
          {companies.map((company) => (
            <li key={company.user_id}>
              <CompanyCard company={company} onDecide={(decision) => choose(company, decision)} onCredits={() => setCredits(company)} />
            </li>
          ))}
        </ul>
        <LoadMore show={query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
      </ListState>
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
      <CreditsDialog company={credits} onClose={() => setCredits(null)} />
    </>
  );
}

function LookupName({ name, id }: { name: 'sectors' | 'number_of_employees' | 'company_types' | 'locations'; id: number }) {
  const { options } = useLookup(name);
  return <>{options.find((option) => option.value === id)?.label ?? '…'}</>;
}

function CompanyCard({ company, onDecide, onCredits }: { company: AdminCompany; onDecide: (decision: Decision) => void; onCredits: () => void }) {
  const locale = useLocale();
  const description = company.description ?? company.description_ckb ?? company.description_ar;
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="admin-company" data-company={company.email}>
      <div className="flex flex-wrap items-start gap-4">
        {company.logo_url ? (
          <img
            src={company.logo_url}
            alt={m.adm_logo_alt({ name: company.legal_name })}
            className="size-16 rounded-lg border border-slate-200 object-contain"
          />
        ) : (
          <div aria-hidden="true" className="grid size-16 place-items-center rounded-lg bg-slate-100 text-xl font-bold text-slate-600">
            {company.legal_name.slice(0, 1)}
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-lg font-semibold">{company.legal_name}</h2>
          <p className="text-sm text-slate-600">
            {companyStatusLabel(company.status)} · {m.adm_registered({ date: formatMoment(company.created_at, locale, false) })} ·{' '}
            {m.adm_credits_balance({ count: company.credits })}
          </p>
          {company.review?.review_requested_at && (
            <p className="text-sm font-medium text-brand-800">{m.adm_review_requested({ date: formatMoment(company.review.review_requested_at, locale) })}</p>
          )}
          {company.review?.reason && <p className="text-sm text-slate-700">{m.adm_last_reason({ reason: company.review.reason })}</p>}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail term={m.adm_contact()}>
          <span dir="ltr">{company.email}</span>
          {company.phone_number && (
            <>
              {' · '}
              <span dir="ltr">{company.phone_number}</span>
            </>
          )}
        </Detail>
        <Detail term={m.field_sector()}>
          <LookupName name="sectors" id={company.sector_id} />
        </Detail>
        <Detail term={m.adm_employees()}>
          <LookupName name="number_of_employees" id={company.employees_num_id} />
        </Detail>
        <Detail term={m.adm_company_type()}>
          <LookupName name="company_types" id={company.company_type_id} />
        </Detail>
        <Detail term={m.adm_headquarters()}>
          <LookupName name="locations" id={company.headquarter_location_id} />
        </Detail>
        {company.website_url && (
          <Detail term={m.adm_website()}>
            <a href={company.website_url} target="_blank" rel="noreferrer noopener" dir="ltr" className="text-brand-700 underline">
              {company.website_url}
            </a>
          </Detail>
        )}
        {company.linkedin_url && (
          <Detail term={m.adm_linkedin()}>
            <a href={company.linkedin_url} target="_blank" rel="noreferrer noopener" dir="ltr" className="text-brand-700 underline">
              {company.linkedin_url}
            </a>
          </Detail>
        )}
      </dl>
      {description && (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">{m.adm_description()}</summary>
          <SanitisedHtml html={description} />
        </details>
      )}
      <div>
        <h3 className="text-sm font-semibold">{m.adm_documents()}</h3>
        {company.documents.length === 0 ? (
          <p className="text-sm text-slate-600">{m.adm_no_documents()}</p>
        ) : (
          <ul className="flex flex-wrap gap-2 pt-1">
            {company.documents.map((document) => (
              <li key={document.id}>
                <a
                  href={document.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm text-brand-700 underline"
                  dir="ltr"
                >
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {decisionsFrom[company.status].map((decision) => (
          <Button key={decision} variant={decision === 'approve' || decision === 'restore' ? 'primary' : 'danger'} onClick={() => onDecide(decision)}>
            {decisionLabels[decision]()}
          </Button>
        ))}
        {company.status !== 'closed' && (
          <Button variant="secondary" onClick={onCredits}>
            {m.adm_credits_button()}
          </Button>
        )}
      </div>
    </article>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
