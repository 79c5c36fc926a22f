import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApprovalNotice } from '../../components/ApprovalNotice';
import { EmptyState } from '../../components/ui/EmptyState';
import { useQueryProblem } from '../../lib/company-problem';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { AdditionalInfoSection } from './AdditionalInfoSection';
import { BusinessProfileSection } from './BusinessProfileSection';
import { DangerZone } from './DangerZone';
import { DocumentsSection } from './DocumentsSection';
import { ProfileSection } from './ProfileSection';

/**
 * /company/profile: the rest of the company profile calls (docs/product.md#the-profile), one section each (issue 13).
 * `passwordForm` is the account's password change for the sign-in address (client/features/auth), composed in by the
 * route.
 */
export function CompanyProfilePage({ passwordForm }: { passwordForm: (email: string) => ReactNode }) {
  const trpc = useTRPC();
  const profile = useQuery(trpc.company.profile.queryOptions());
  const problem = useQueryProblem(profile.error);
  const company = profile.data;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{m.cp_title()}</h1>
      <ApprovalNotice />
      {company ? (
        // Keyed by the saved row, so each form starts again from what the server now holds.
        <>
          <BusinessProfileSection key={`business-${company.legal_name}-${company.logo_url ?? ''}`} company={company} />
          <AdditionalInfoSection company={company} />
          <DocumentsSection />
          <ProfileSection id="cp-password" title={m.cp_password_title()} description={m.cp_password_text()}>
            {passwordForm(company.email)}
          </ProfileSection>
          <DangerZone companyId={company.user_id} />
        </>
      ) : problem ? (
        <EmptyState title={problem.text} />
      ) : (
        <div role="status" aria-label={m.loading()} className="flex flex-col gap-6">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-48 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      )}
    </div>
  );
}
