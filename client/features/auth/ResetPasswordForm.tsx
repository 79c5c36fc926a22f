import { signInFieldsOf } from '../../../worker/features/auth/auth.schemas';
import { useForm, useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { newPasswordSchema, passwordConfirmationSchema, withPasswordConfirmation } from '../../../worker/features/auth/password.schemas';
import type { AccountType } from '../../../worker/shared/fields.schemas';
import { useToast } from '../../components/ui/Toast';
import { schemaValidator } from '../../lib/form';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { openAuthModal } from '../../lib/auth-modals';
import { AuthStep } from './AuthStep';
import { BoundTextField } from '../../components/ui/BoundFields';
import { useServerFieldErrors } from '../../lib/useServerFieldErrors';

const passwordsSchema = withPasswordConfirmation(z.object({ password: newPasswordSchema, password_confirmation: passwordConfirmationSchema }));

/** The reusable reset form (docs/product.md#forgot-and-reset-password): token, e-mail and type in, a new password out, then '/'. */
export function ResetPasswordForm({ token, email, type }: { token: string; email: string; type: AccountType }) {
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const server = useServerFieldErrors();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [stepError, setStepError] = useState<string>();

  const form = useForm({
    defaultValues: { password: '', password_confirmation: '' },
    validators: { onSubmit: schemaValidator(passwordsSchema) },
    onSubmit: async ({ value }) => {
      setStepError(undefined);
      try {
        const result = await reset.mutateAsync({ ...value, token, ...signInFieldsOf(email), type });
        toast.show('success', replyText(result.code) ?? '');
        await navigate({ to: '/' });
        openAuthModal({ name: 'all-done' });
      } catch (error) {
        const problem = problemOf(error);
        server.setErrors(problem.fields);
        if (Object.keys(problem.fields).length === 0) setStepError(problem.text);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <div className="max-w-md">
      <AuthStep onSubmit={() => form.handleSubmit()} submitLabel={m.reset_submit()} submitting={submitting} error={stepError} wide>
        <p className="text-sm text-slate-700">
          <span dir="ltr">{email}</span>
        </p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <form.Field name="password">
          {(field) => <BoundTextField field={field} server={server} label={m.field_new_password()} type="password" autoComplete="new-password" strength />}
        </form.Field>
        <form.Field name="password_confirmation">
          {(field) => <BoundTextField field={field} server={server} label={m.field_password_confirmation()} type="password" autoComplete="new-password" />}
        </form.Field>
      </AuthStep>
    </div>
  );
}
