import { useForm } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { newPasswordSchema, passwordConfirmationSchema, withPasswordConfirmation } from '../../../worker/features/auth/password.schemas';
import type { AccountType } from '../../../worker/features/auth/fields.schemas';
import { Button } from '../../components/ui/Button';
import { PasswordStrengthMeter } from '../../components/ui/PasswordStrengthMeter';
import { PasswordField } from '../../components/ui/PasswordField';
import { useToast } from '../../components/ui/Toast';
import { fieldError, schemaValidator } from '../../lib/form';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { openAuthModal } from './auth-modals';
import { AuthStep } from './AuthStep';
import { useServerFieldErrors } from './useServerFieldErrors';

const passwordsSchema = withPasswordConfirmation(z.object({ password: newPasswordSchema, password_confirmation: passwordConfirmationSchema }));

/** The reusable reset form (SPEC.md section 2): token, e-mail and type in, a new password out, then '/'. */
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
        const result = await reset.mutateAsync({ ...value, token, email, type });
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

  return (
    <div className="max-w-md">
      <AuthStep
        onSubmit={() => form.handleSubmit()}
        error={stepError}
        actionsClassName="[&>*]:flex-1"
        actions={
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" busy={isSubmitting}>
                {m.reset_submit()}
              </Button>
            )}
          </form.Subscribe>
        }
      >
        <p className="text-sm text-slate-700">
          <span dir="ltr">{email}</span>
        </p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <form.Field name="password">
          {(field) => (
            <div className="flex flex-col gap-2">
              <PasswordField
                label={m.field_new_password()}
                autoComplete="new-password"
                value={field.state.value}
                onChange={(event) => {
                  server.clear('password');
                  field.handleChange(event.target.value);
                }}
                error={fieldError(field.state.meta.errors, server.errors.password)}
              />
              <PasswordStrengthMeter password={field.state.value} />
            </div>
          )}
        </form.Field>
        <form.Field name="password_confirmation">
          {(field) => (
            <PasswordField
              label={m.field_password_confirmation()}
              autoComplete="new-password"
              value={field.state.value}
              onChange={(event) => {
                server.clear('password_confirmation');
                field.handleChange(event.target.value);
              }}
              error={fieldError(field.state.meta.errors, server.errors.password_confirmation)}
            />
          )}
        </form.Field>
      </AuthStep>
    </div>
  );
}
