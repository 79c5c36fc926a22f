import { useForm, useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { filterPhoneInput } from '../../../worker/shared/fields.schemas';
import type { PublicCompany } from '../../../worker/features/companies/companies.schemas';
import { businessProfileSchema } from '../../../worker/features/companies/company-profile.schemas';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { schemaValidator } from '../../lib/form';
import { replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { BoundSelectField, BoundTextField, type BoundTextFieldProps } from '../../components/ui/BoundFields';
import { useServerFieldErrors } from '../../lib/useServerFieldErrors';
import { useCompanyProblem } from '../../lib/company-problem';
import { useLookup } from '../../lib/useLookup';
import { LogoCropField } from '../../components/LogoCropField';
import { ProfileSection } from './ProfileSection';
import { uploadLogo, useInvalidateCompanyProfile } from './profile-api';

const formOf = (company: PublicCompany) => ({
  legal_name: company.legal_name,
  sector_id: String(company.sector_id),
  phone_number: company.phone_number ?? '',
  website_url: company.website_url ?? '',
  employees_num_id: String(company.employees_num_id),
  company_type_id: String(company.company_type_id),
  headquarter_location_id: String(company.headquarter_location_id),
});
type BusinessForm = ReturnType<typeof formOf>;

/** The logo (cropped, saved at once) and the business details of docs/product.md#the-profile, checked as "Company submit" checks them. */
export function BusinessProfileSection({ company }: { company: PublicCompany }) {
  return (
    <ProfileSection id="cp-business" title={m.cp_business_title()} description={m.cp_business_text()}>
      <LogoUpload company={company} />
      <BusinessForm company={company} />
    </ProfileSection>
  );
}

function LogoUpload({ company }: { company: PublicCompany }) {
  const toast = useToast();
  const invalidate = useInvalidateCompanyProfile();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const [resetKey, setResetKey] = useState(0);

  const save = async (logo: Blob | undefined) => {
    setError(undefined);
    if (!logo) return;
    setProgress(0);
    const outcome = await uploadLogo(logo, setProgress);
    setProgress(undefined);
    if (outcome.ok) {
      toast.show('success', replyText(outcome.code) ?? m.reply_logo_updated());
      setResetKey((key) => key + 1);
      await invalidate();
      return;
    }
    const text = outcome.problem.fields.logo ?? outcome.problem.text;
    setError(text);
    toast.show('error', text);
  };

  return (
    <div className="flex flex-col gap-2">
      <LogoCropField currentUrl={company.logo_url} onCropped={(logo) => void save(logo)} error={error} disabled={progress !== undefined} resetKey={resetKey} />
      {progress !== undefined && <UploadProgress label={m.upload_progress()} percent={progress} />}
    </div>
  );
}

function BusinessForm({ company }: { company: PublicCompany }) {
  const trpc = useTRPC();
  const toast = useToast();
  const server = useServerFieldErrors();
  const handleProblem = useCompanyProblem();
  const invalidate = useInvalidateCompanyProfile();
  const save = useMutation(trpc.company.updateBusinessProfile.mutationOptions());
  const sectors = useLookup('sectors');
  const employees = useLookup('number_of_employees');
  const companyTypes = useLookup('company_types');
  const locations = useLookup('locations');

  const form = useForm({
    defaultValues: formOf(company),
    validators: { onSubmit: schemaValidator(businessProfileSchema) },
    onSubmit: async ({ value }) => {
      try {
        await save.mutateAsync(value);
        toast.show('success', m.reply_profile_updated());
        await invalidate();
      } catch (error) {
        server.setErrors(handleProblem(error, { quiet: true }).fields);
        toast.show('error', m.cp_fix_fields());
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const text = (name: keyof BusinessForm, label: string, options: Omit<BoundTextFieldProps, 'field' | 'server' | 'label'> = {}) => (
    <form.Field name={name}>{(field) => <BoundTextField field={field} server={server} label={label} {...options} />}</form.Field>
  );
  const select = (name: keyof BusinessForm, label: string, lookup: ReturnType<typeof useLookup>) => (
    <form.Field name={name}>{(field) => <BoundSelectField field={field} server={server} label={label} lookup={lookup} />}</form.Field>
  );

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {text('legal_name', m.company_legal_name(), { autoComplete: 'organization' })}
      {select('sector_id', m.company_organization_type(), sectors)}
      {text('phone_number', m.field_phone(), { type: 'tel', ltr: true, autoComplete: 'tel', filter: filterPhoneInput })}
      {text('website_url', m.company_website(), { type: 'url', ltr: true, autoComplete: 'url' })}
      {select('employees_num_id', m.company_employees(), employees)}
      {select('company_type_id', m.company_type(), companyTypes)}
      {select('headquarter_location_id', m.company_headquarters(), locations)}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={submitting}>
          {m.cp_save_business()}
        </Button>
      </div>
    </form>
  );
}
