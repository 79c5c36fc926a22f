import { useForm, useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { registerCompanySchema } from '../../../worker/features/auth/auth.schemas';
import { filterPhoneInput } from '../../../worker/features/auth/fields.schemas';
import { FileDropzone } from '../../components/ui/FileDropzone';
import { ImageCropper } from '../../components/ui/ImageCropper';
import { RichTextEditor } from '../../components/ui/RichTextEditor';
import { useToast } from '../../components/ui/Toast';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { schemaValidator } from '../../lib/form';
import { replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { useLookup } from '../lookups/useLookup';
import { routeAfterLogin } from './after-login';
import { closeAuthModal } from './auth-modals';
import { BoundSelectField, BoundTextField, type BoundTextFieldProps } from './BoundFields';
import { useRefreshSession } from './session';
import { SignupFrame } from './SignupFrame';
import { useSignupRequest } from './useSignupRequest';
import { AuthDialog } from './AuthStep';

const logoMaxBytes = 2_000_000;
const logoAccept = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

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
 * SPEC.md has the server answer 'Please fill all required fields' for a missing legal name or organisation type;
 * the form names the field instead, as the job seeker's sign-up does.
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
type RichField = 'description' | 'mission' | 'values';

const optionalTabs = [
  { id: 'description', label: () => m.company_tab_description() },
  { id: 'linkedin', label: () => m.company_tab_linkedin() },
  { id: 'mission', label: () => m.company_tab_mission() },
  { id: 'values', label: () => m.company_tab_values() },
] as const;

const editorLanguages = [
  { suffix: '', dir: 'ltr', label: () => m.language_english() },
  { suffix: '_ckb', dir: 'rtl', label: () => m.language_kurdish() },
  { suffix: '_ar', dir: 'rtl', label: () => m.language_arabic() },
] as const;

/** SPEC.md section 2, "Company registration": e-mail first, then the profile, details and optional texts. */
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
  const [logoSource, setLogoSource] = useState<File>();
  const [logo, setLogo] = useState<Blob>();
  const [logoPreview, setLogoPreview] = useState<string>();
  const [tab, setTab] = useState<(typeof optionalTabs)[number]['id']>('description');
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
      // SPEC.md: the new company is signed in about a second later, then routed by its status.
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

  const richEditors = (base: RichField) =>
    editorLanguages.map((language) => {
      const name = `${base}${language.suffix}` as keyof CompanyForm;
      return (
        <form.Field key={name} name={name}>
          {(field) => (
            <RichTextEditor
              label={`${optionalTabs.find((entry) => entry.id === base)?.label() ?? ''} — ${language.label()}`}
              dir={language.dir}
              value={field.state.value}
              onChange={(html) => field.handleChange(html)}
            />
          )}
        </form.Field>
      );
    });

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
          <div className="flex items-center gap-4 sm:col-span-2">
            {logoPreview && (
              <img src={logoPreview} alt={m.company_logo_preview()} className="size-20 rounded-lg border border-slate-200 object-contain" />
            )}
            <div className="flex-1">
              <FileDropzone
                label={m.company_logo()}
                accept={logoAccept}
                maxBytes={logoMaxBytes}
                file={logoSource}
                onChange={(file) => {
                  setLogoSource(file);
                  if (!file) {
                    setLogo(undefined);
                    setLogoPreview(undefined);
                  }
                }}
                tooBigMessage={m.v_attachment_too_big()}
                wrongTypeMessage={m.v_logo_file_type()}
                error={server.errors.logo}
              />
            </div>
          </div>
          {logoSource && !logo && (
            <ImageCropper
              file={logoSource}
              shape="square"
              outputSize={400}
              minZoom={1}
              maxZoom={4}
              step={0.1}
              onCropped={(blob) => {
                setLogo(blob);
                setLogoPreview(URL.createObjectURL(blob));
              }}
              onCancel={() => setLogoSource(undefined)}
            />
          )}
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
          <div role="tablist" aria-label={m.company_optional_panel()} className="flex flex-wrap gap-1 border-b border-slate-200">
            {optionalTabs.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="tab"
                id={`company-tab-${entry.id}`}
                aria-selected={tab === entry.id}
                aria-controls={`company-panel-${entry.id}`}
                onClick={() => setTab(entry.id)}
                className={`min-h-10 border-b-2 px-3 text-sm font-semibold ${tab === entry.id ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600'}`}
              >
                {entry.label()}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`company-panel-${tab}`} aria-labelledby={`company-tab-${tab}`} className="flex flex-col gap-4">
            {tab === 'linkedin' ? text('linkedin_url', m.company_linkedin_url(), { type: 'url', ltr: true }) : richEditors(tab)}
          </div>
        </section>
        {progress !== undefined && <UploadProgress label={m.upload_progress()} percent={progress} />}
      </div>
    </SignupFrame>
  );
}
