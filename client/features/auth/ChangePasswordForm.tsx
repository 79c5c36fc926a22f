import { useForm, useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { changePasswordSchema } from '../../../worker/features/auth/auth.schemas';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { schemaValidator } from '../../lib/form';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { BoundTextField } from '../../components/ui/BoundFields';
import { useServerFieldErrors } from '../../lib/useServerFieldErrors';

const emptyForm = { current_password: '', password: '', password_confirmation: '' };

/**
 * `POST /{account|company}/profile/update-password` (current_password, password, password_confirmation;
 * docs/product.md#changing-e-mail-password-or-deleting-the-account) with its password rules and strength meter, for
 * either account type. Other devices are signed out; this one gets a fresh session cookie from the server.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const trpc = useTRPC();
  const toast = useToast();
  const server = useServerFieldErrors();
  const change = useMutation(trpc.account.changePassword.mutationOptions());

  const form = useForm({
    defaultValues: emptyForm,
    validators: { onSubmit: schemaValidator(changePasswordSchema) },
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await change.mutateAsync(value);
        toast.show('success', replyText(result.code) ?? m.reply_password_changed());
        formApi.reset();
      } catch (error) {
        const problem = problemOf(error);
        server.setErrors(problem.fields);
        if (Object.keys(problem.fields).length === 0) toast.show('error', problem.text);
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
        <form.Field name="current_password">
          {(field) => <BoundTextField field={field} server={server} label={m.cp_current_password()} type="password" autoComplete="current-password" />}
        </form.Field>
      </div>
      <form.Field name="password">
        {(field) => <BoundTextField field={field} server={server} label={m.field_new_password()} type="password" autoComplete="new-password" strength />}
      </form.Field>
      <form.Field name="password_confirmation">
        {(field) => <BoundTextField field={field} server={server} label={m.field_password_confirmation()} type="password" autoComplete="new-password" />}
      </form.Field>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={submitting}>
          {m.cp_change_password()}
        </Button>
      </div>
    </form>
  );
}
