import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { useToast } from '../../components/ui/Toast';
import { useLocale } from '../../lib/i18n';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { AdminHeading, formatMoment, ListSkeleton } from './admin-ui';
import { AdminLink } from './AdminLayout';
import { companyStatusLabel } from './CompaniesPage';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { useAdminWrite } from '../../components/ReauthProvider';
import { userTypeLabel } from './UsersPage';

/** /admin/users/{id}: one person, their CVs (read-only PDFs) and what an admin may do for or against them. */
export function UserProfilePage({ id }: { id: number }) {
  const trpc = useTRPC();
  const locale = useLocale();
  const write = useAdminWrite();
  const toast = useToast();
  const profile = useQuery(trpc.admin.user.queryOptions({ id }));
  const forceReset = useMutation(trpc.admin.forceReset.mutationOptions());
  const disable = useMutation(trpc.admin.disable.mutationOptions());
  const enable = useMutation(trpc.admin.enable.mutationOptions());
  const removeFactors = useMutation(trpc.admin.removeSecondFactors.mutationOptions());
  const [confirmReset, setConfirmReset] = useState(false);
  const [confirmRemoveFactors, setConfirmRemoveFactors] = useState(false);
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const user = profile.data;

  const back = (
    <AdminLink to="users" className="text-sm text-brand-700 underline">
      {m.adm_back_users()}
    </AdminLink>
  );
  if (profile.isPending) return <ListSkeleton rows={2} />;
  if (!user) return <EmptyState title={problemOf(profile.error).text} action={back} />;

  const reset = async () => {
    const done = await write(() => forceReset.mutateAsync({ id }).then(() => true));
    if (done) toast.show('success', m.reply_password_reset_forced());
    setConfirmReset(false);
  };
  // For an owner who lost both the app and the recovery codes (and proved who they are): audited, and they are mailed.
  const removeSecondFactors = async () => {
    const done = await write(() => removeFactors.mutateAsync({ id }).then(() => true));
    setConfirmRemoveFactors(false);
    if (done) toast.show('success', m.reply_second_factors_removed());
    await profile.refetch();
  };
  const factors = user.second_factors;
  const factorsOn = factors.totp || factors.passkeys > 0;
  const askDisable = () =>
    setReason({
      title: m.adm_disable_title({ email: user.email }),
      mailed: false,
      confirmLabel: m.adm_disable(),
      onConfirm: async (why) => {
        const done = await write(() => disable.mutateAsync({ id, reason: why }).then(() => true));
        if (done) toast.show('success', m.reply_account_disabled());
        return done === true;
      },
    });
  const doEnable = async () => {
    if (await write(() => enable.mutateAsync({ id }).then(() => true))) toast.show('success', m.reply_account_enabled());
  };

  return (
    <>
      {back}
      <AdminHeading>{user.name ?? user.email}</AdminHeading>
      <section className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="admin-user" aria-label={m.adm_nav_users()}>
        <p dir="ltr" className="font-medium rtl:text-end">
          {user.email}
        </p>
        <p>
          {userTypeLabel(user.type)}
          {user.company_status && ` · ${companyStatusLabel(user.company_status)}`} · {user.email_verified ? m.adm_email_verified() : m.adm_email_unverified()} ·{' '}
          {m.adm_registered({ date: formatMoment(user.created_at, locale, false) })}
        </p>
        {user.phone_number && (
          <p dir="ltr" className="rtl:text-end">
            {user.phone_number}
          </p>
        )}
        <p>{user.type === 'company' ? m.adm_jobs_count({ count: user.jobs }) : m.adm_applications_count({ count: user.applications })}</p>
        {user.locked_until && <p className="text-amber-900">{m.adm_locked_until({ date: formatMoment(user.locked_until, locale) })}</p>}
        {user.disabled_reason && <p className="font-medium text-red-800">{m.adm_disabled_because({ reason: user.disabled_reason })}</p>}
        {user.password_change_required && <p className="text-amber-900">{m.adm_reset_badge()}</p>}
        <p data-testid="admin-user-factors">{factorsOn ? m.adm_factors_on({ count: factors.recovery_codes_left }) : m.adm_factors_off()}</p>
        {user.type !== 'admin' && (
          <div className="flex flex-wrap gap-2 pt-2">
            <Button variant="secondary" onClick={() => setConfirmReset(true)}>
              {m.adm_force_reset()}
            </Button>
            {(factorsOn || factors.recovery_codes_left > 0) && (
              <Button variant="secondary" onClick={() => setConfirmRemoveFactors(true)}>
                {m.adm_remove_factors()}
              </Button>
            )}
            {user.disabled ? (
              <Button onClick={() => void doEnable()}>{m.adm_enable()}</Button>
            ) : (
              <Button variant="danger" onClick={askDisable}>
                {m.adm_disable()}
              </Button>
            )}
          </div>
        )}
      </section>
      {user.type === 'account' && (
        <section className="flex flex-col gap-2" aria-labelledby="admin-user-cvs">
          <h2 id="admin-user-cvs" className="text-lg font-semibold">
            {m.adm_cvs()}
          </h2>
          {user.cvs.length === 0 ? (
            <p className="text-sm text-slate-600">{m.adm_no_cvs()}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {user.cvs.map((cv) => (
                <li key={cv.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  <span>
                    {cv.title} {cv.uploaded && `(${m.adm_uploaded_cv()})`} · {formatMoment(cv.updated_at, locale, false)}
                  </span>
                  <a
                    href={`/api/v1/admin/cvs/${cv.id}/pdf`}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-h-11 items-center text-brand-700 underline"
                  >
                    {m.adm_open_pdf()}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <Dialog open={confirmReset} onClose={() => setConfirmReset(false)} title={m.adm_force_reset()}>
        <div className="flex flex-col gap-4">
          <p className="text-sm">{m.adm_force_reset_confirm({ email: user.email })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirmReset(false)}>
              {m.adm_cancel()}
            </Button>
            <Button variant="danger" busy={forceReset.isPending} onClick={() => void reset()}>
              {m.adm_confirm()}
            </Button>
          </div>
        </div>
      </Dialog>
      <Dialog open={confirmRemoveFactors} onClose={() => setConfirmRemoveFactors(false)} title={m.adm_remove_factors()}>
        <div className="flex flex-col gap-4">
          <p className="text-sm">{m.adm_remove_factors_confirm({ email: user.email })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirmRemoveFactors(false)}>
              {m.adm_cancel()}
            </Button>
            <Button variant="danger" busy={removeFactors.isPending} onClick={() => void removeSecondFactors()}>
              {m.adm_confirm()}
            </Button>
          </div>
        </div>
      </Dialog>
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
    </>
  );
}
