import { useForm, useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isPhoneAddress, type PublicUser, registerAccountSchema } from '../../../worker/features/auth/auth.schemas';
import { filterNameInput, filterPhoneInput } from '../../../worker/shared/fields.schemas';
import { DateField } from '../../components/ui/DateField';
import { FileDropzone } from '../../components/ui/FileDropzone';
import { useToast } from '../../components/ui/Toast';
import { UploadProgress } from '../../components/ui/UploadProgress';
import { fieldError, schemaValidator } from '../../lib/form';
import { replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { useLookup } from '../../lib/useLookup';
import { BoundSelectField, BoundTextField, type BoundTextFieldProps } from '../../components/ui/BoundFields';
import { useRefreshSession } from '../../lib/session';
import { SignupFrame } from './SignupFrame';
import { takeSignupEmail } from './signup-prefill';
import { hasReturn, routeAfterLogin } from './after-login';
import { openAuthModal } from '../../lib/auth-modals';
import { useSignupRequest } from './useSignupRequest';
import { withoutEmpty } from '../../lib/post-envelope';
import { AuthDialog } from './AuthStep';

const cvMaxBytes = 10 * 1024 * 1024;
const cvAccept = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const emptyForm = {
  full_name: '',
  email: '',
  phone: '',
  phone_number: '',
  password: '',
  password_confirmation: '',
  dob: '',
  gender_id: '',
  city_id: '',
  position_id: '',
};

/**
 * The job seeker's sign-up (docs/product.md#sign-up-and-e-mail-codes), opened by the #signup hash. Signing up from what
 * the person was doing (Apply, Save job: the sign-in prompt) goes back to it; otherwise the congratulations lead on to
 * the dashboard.
 */
export function SignupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <AuthDialog open={open} onClose={onClose} title={m.signup_title()} size="lg">
      {open && (
        <SignupForm
          onCancel={onClose}
          onCreated={(user) => {
            const goBack = user !== undefined && hasReturn();
            onClose();
            if (goBack) routeAfterLogin(user, navigate);
            else openAuthModal({ name: 'signup-success' });
          }}
        />
      )}
    </AuthDialog>
  );
}

function SignupForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (user: PublicUser | undefined) => void }) {
  const toast = useToast();
  const refreshSession = useRefreshSession();
  const [initialEmail] = useState(takeSignupEmail);
  const [cv, setCv] = useState<File>();
  const { server, progress, stepError, send } = useSignupRequest('/api/v1/auth/register');
  const genders = useLookup('genders');
  const cities = useLookup('cities');
  const positions = useLookup('positions');

  const form = useForm({
    defaultValues: emptyForm,
    // An empty field is one not sent (useSignupRequest): the schema reads the form as the server will.
    validators: { onSubmit: ({ value }) => schemaValidator(registerAccountSchema)({ value: withoutEmpty(value) }) },
    onSubmit: async ({ value }) => {
      const created = await send(value, cv && { name: 'cv', blob: cv });
      if (!created) return;
      toast.show('success', replyText('user_created') ?? '');
      // docs/product.md#sign-up-and-e-mail-codes: the new user is signed in about a second after the reply.
      setTimeout(() => void refreshSession(), 1000);
      onCreated(created.data?.user as PublicUser | undefined);
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const text = (name: keyof typeof emptyForm, label: string, options: Omit<BoundTextFieldProps, 'field' | 'server' | 'label'> = {}) => (
    <form.Field name={name}>{(field) => <BoundTextField field={field} server={server} label={label} {...options} />}</form.Field>
  );

  const select = (name: 'gender_id' | 'city_id' | 'position_id', label: string, lookup: ReturnType<typeof useLookup>) => (
    <form.Field name={name}>{(field) => <BoundSelectField field={field} server={server} label={label} lookup={lookup} />}</form.Field>
  );

  return (
    <SignupFrame
      type="account"
      initialEmail={initialEmail}
      onVerified={(address) => {
        // A mobile number signs in instead of an e-mail address (issue 28), and is the contact number unless changed.
        if (isPhoneAddress(address)) {
          form.setFieldValue('phone', address);
          form.setFieldValue('email', '');
          if (!form.getFieldValue('phone_number')) form.setFieldValue('phone_number', address);
        } else {
          form.setFieldValue('email', address);
          form.setFieldValue('phone', '');
        }
      }}
      onCancel={onCancel}
      onSubmit={() => form.handleSubmit()}
      submitting={submitting}
      error={stepError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('full_name', m.field_full_name(), { autoComplete: 'name', filter: filterNameInput })}
        {text('phone_number', m.field_phone(), { type: 'tel', ltr: true, autoComplete: 'tel', filter: filterPhoneInput })}
        {text('password', m.field_password(), { type: 'password', autoComplete: 'new-password', strength: true })}
        {text('password_confirmation', m.field_password_confirmation(), { type: 'password', autoComplete: 'new-password' })}
        <form.Field name="dob">
          {(field) => (
            <DateField
              label={m.field_dob()}
              max={new Date().toISOString().slice(0, 10)}
              value={field.state.value}
              onChange={(event) => {
                server.clear('dob');
                field.handleChange(event.target.value);
              }}
              error={fieldError(field.state.meta.errors, server.errors.dob)}
            />
          )}
        </form.Field>
        {select('gender_id', m.field_gender(), genders)}
        {select('city_id', m.field_city(), cities)}
        {select('position_id', m.field_job_preference(), positions)}
        <div className="sm:col-span-2">
          <FileDropzone
            label={m.field_cv_optional()}
            accept={cvAccept}
            maxBytes={cvMaxBytes}
            file={cv}
            onChange={setCv}
            tooBigMessage={m.v_cv_too_big()}
            wrongTypeMessage={m.v_cv_file_type()}
            error={server.errors.cv}
          />
          {progress !== undefined && <UploadProgress label={m.upload_progress()} percent={progress} />}
        </div>
      </div>
    </SignupFrame>
  );
}
