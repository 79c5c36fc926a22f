import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { PasswordField } from '../../components/ui/PasswordField';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useRefreshSession } from '../../lib/session';
import { ProfileSection } from './ProfileSection';

/**
 * `DELETE /companies/{id}` (docs/product.md#closing-a-company): closing the account, confirmed in a dialog with the
 * current password. What it means is said before it happens: jobs close, sign-in ends, applicants keep their
 * applications.
 */
export function DangerZone({ companyId }: { companyId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection id="cp-danger" title={m.cp_danger_title()} description={m.cp_danger_text()} danger>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        {m.cp_delete_company()}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={m.cp_delete_title()}>
        {open && <CloseCompanyForm companyId={companyId} onCancel={() => setOpen(false)} />}
      </Dialog>
    </ProfileSection>
  );
}

function CloseCompanyForm({ companyId, onCancel }: { companyId: number; onCancel: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const close = useMutation(trpc.company.close.mutationOptions());
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = async () => {
    if (!password) {
      setError(m.cp_password_required());
      return;
    }
    try {
      await close.mutateAsync({ id: companyId, password });
      toast.show('success', m.reply_company_closed());
      await refreshSession();
      await navigate({ to: '/', replace: true });
    } catch (failure) {
      const problem = problemOf(failure);
      setError(problem.fields.password ?? problem.text);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ul className="list-disc ps-5 text-sm text-slate-800">
        <li>{m.cp_delete_point_jobs()}</li>
        <li>{m.cp_delete_point_login()}</li>
        <li>{m.cp_delete_point_applicants()}</li>
      </ul>
      <PasswordField
        label={m.cp_delete_password()}
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {m.button_cancel()}
        </Button>
        <Button type="submit" variant="danger" busy={close.isPending}>
          {m.cp_delete_confirm()}
        </Button>
      </div>
    </form>
  );
}
