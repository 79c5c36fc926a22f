import { useForm, useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { registerCompanySchema } from '../../../worker/features/auth/auth.schemas';
import { filterPhoneInput } from '../../../worker/shared/fields.schemas';
import { RichTextEditor } from '../../components/ui/RichTextEditor';
import { useToast } from '../../components/ui/Toast';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { schemaValidator } from '../../lib/form';
import { replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { CompanyTextsTabs, type RichTextName } from '../../components/CompanyTextsTabs';
import { LogoCropField } from '../../components/LogoCropField';
import { useLookup } from '../../lib/useLookup';
import { routeAfterLogin } from './after-login';
import { closeAuthModal } from '../../lib/auth-modals';
import { BoundSelectField, BoundTextField, type BoundTextFieldProps } from '../../components/ui/BoundFields';
import { useRefreshSession } from '../../lib/session';
import { SignupFrame } from './SignupFrame';
import { useSignupRequest } from './useSignupRequest';
import { AuthDialog } from './AuthStep';

const emptyForm = {
  email: '',
  legal_name: '',
  sector_id: '',
  phone_number: '',
  password: '',
  password_confirmation: '',
  website_url: '',
  employees_num_id: '',
  company_type_id: '',
  headquarter_location_id: '',
  description: '',
  description_ckb: '',
  description_ar: '',
  linkedin_url: '',
  mission: '',
  mission_ckb: '',
  mission_ar: '',
  values: '',
  values_ckb: '',
  values_ar: '',
};
type CompanyForm = typeof emptyForm;

/**
 * The product has the server answer 'Please fill all required fields' for a missing legal name or organisation type
 * (docs/product.md#the-profile); the form names the field instead, as the job seeker's sign-up does.
 */
const requiredMessageOf: Partial<Record<keyof CompanyForm, string>> = {
  legal_name: 'v_legal_name_required',
  sector_id: 'v_organization_type_required',
};
const checkSchema = schemaValidator(registerCompanySchema);
function validateCompany(input: { value: unknown }) {
  const result = checkSchema(input);
  if (!result) return undefined;
  const fields = Object.fromEntries(
    Object.entries(result.fields).map(([name, key]) => [name, key === 'v_required_fields' ? (requiredMessageOf[name as keyof CompanyForm] ?? key) : key]),
  );
  return { fields };
}
/** Company sign-up (docs/product.md#sign-up-and-e-mail-codes): e-mail first, then the profile, details and optional texts. */
export function CompanySignupModal({ open, email }: { open: boolean; email?: string | undefined }) {
  return (
    <AuthDialog open={open} onClose={closeAuthModal} title={m.company_signup_title()} size="lg">
      {open && <CompanySignupForm initialEmail={email} />}
    </AuthDialog>
  );
}

function CompanySignupForm({ initialEmail }: { initialEmail?: string | undefined }) {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [logo, setLogo] = useState<Blob>();
  const { server, progress, stepError, send } = useSignupRequest('/api/v1/auth/register-company');
  const sectors = useLookup('sectors');
  const employees = useLookup('number_of_employees');
  const companyTypes = useLookup('company_types');
  const locations = useLookup('locations');

  const form = useForm({
    defaultValues: { ...emptyForm, email: initialEmail ?? '' },
    validators: { onSubmit: validateCompany },
    onSubmit: async ({ value }) => {
      const created = await send(value, logo && { name: 'logo', blob: logo, fileName: 'logo.png' });
      if (!created) return;
      toast.show('success', replyText('company_created') ?? '');
      closeAuthModal();
      const user = created.data?.user as PublicUser | undefined;
      // docs/product.md#sign-up-and-e-mail-codes: the new company is signed in about a second later, then routed by its status.
      setTimeout(() => {
        void refreshSession();
        if (user) routeAfterLogin(user, navigate);
      }, 1000);
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const text = (name: keyof CompanyForm, label: string, options: Omit<BoundTextFieldProps, 'field' | 'server' | 'label'> = {}) => (
    <form.Field name={name}>{(field) => <BoundTextField field={field} server={server} label={label} {...options} />}</form.Field>
  );

  const select = (name: keyof CompanyForm, label: string, lookup: ReturnType<typeof useLookup>) => (
    <form.Field name={name}>{(field) => <BoundSelectField field={field} server={server} label={label} lookup={lookup} />}</form.Field>
  );

  const richEditor = (name: RichTextName, label: string, dir: 'ltr' | 'rtl') => (
    <form.Field name={name}>
      {(field) => <RichTextEditor label={label} dir={dir} value={field.state.value} onChange={(html) => field.handleChange(html)} />}
    </form.Field>
  );

  return (
    <SignupFrame
      type="company"
      initialEmail={initialEmail}
      onVerified={(email) => form.setFieldValue('email', email)}
      onCancel={closeAuthModal}
      onSubmit={() => form.handleSubmit()}
      submitting={submitting}
      error={stepError}
    >
      <div className="flex flex-col gap-6">
        <section aria-labelledby="business-profile" className="grid gap-4 sm:grid-cols-2">
          <h3 id="business-profile" className="font-bold sm:col-span-2">
            {m.company_business_profile()}
          </h3>
          <LogoCropField className="sm:col-span-2" onCropped={setLogo} error={server.errors.logo} />
          {text('legal_name', m.company_legal_name(), { autoComplete: 'organization' })}
          {select('sector_id', m.company_organization_type(), sectors)}
          {text('phone_number', m.field_phone(), { type: 'tel', ltr: true, autoComplete: 'tel', filter: filterPhoneInput })}
          {text('password', m.field_password(), { type: 'password', autoComplete: 'new-password', strength: true })}
          {text('password_confirmation', m.field_password_confirmation(), { type: 'password', autoComplete: 'new-password' })}
        </section>
        <section aria-labelledby="company-details" className="grid gap-4 sm:grid-cols-2">
          <h3 id="company-details" className="font-bold sm:col-span-2">
            {m.company_details()}
          </h3>
          {text('website_url', m.company_website(), { type: 'url', ltr: true, autoComplete: 'url' })}
          {select('employees_num_id', m.company_employees(), employees)}
          {select('company_type_id', m.company_type(), companyTypes)}
          {select('headquarter_location_id', m.company_headquarters(), locations)}
        </section>
        <section aria-labelledby="company-optional" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <h3 id="company-optional" className="font-bold">
            {m.company_optional_panel()}
          </h3>
          <CompanyTextsTabs
            idPrefix="company"
            label={m.company_optional_panel()}
            renderEditor={richEditor}
            renderLinkedin={() => text('linkedin_url', m.company_linkedin_url(), { type: 'url', ltr: true })}
          />
        </section>
        {progress !== undefined && <UploadProgress label={m.upload_progress()} percent={progress} />}
      </div>
    </SignupFrame>
  );
}
