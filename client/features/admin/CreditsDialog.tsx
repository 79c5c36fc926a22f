import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminCompany } from '../../../worker/features/admin/admin.schemas';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useAdminWrite } from '../../components/ReauthProvider';

/** Grant credits or take them back (a negative amount), with the reason kept in the company's ledger. */
export function CreditsDialog({ company, onClose }: { company: AdminCompany | null; onClose: () => void }) {
  const trpc = useTRPC();
  const write = useAdminWrite();
  const toast = useToast();
  const grant = useMutation(trpc.admin.grantCredits.mutationOptions());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!company) return;
    const value = Number(amount);
    const found = {
      ...(Number.isInteger(value) && value !== 0 && Math.abs(value) <= 1000 ? {} : { amount: m.adm_v_amount_invalid() }),
      ...(reason.trim() ? {} : { reason: m.adm_v_reason_required() }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = await write(() => grant.mutateAsync({ id: company.user_id, amount: value, reason: reason.trim() }));
    if (!done) return;
    toast.show('success', `${replyText('credits_granted') ?? ''} · ${m.adm_credits_balance({ count: done.balance })}`);
    setAmount('');
    setReason('');
    onClose();
  };

  return (
    <Dialog open={company !== null} onClose={onClose} title={m.adm_credits_title({ name: company?.legal_name ?? '' })}>
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="admin-credits">
        <p className="text-sm text-slate-700">{m.adm_credits_balance({ count: company?.credits ?? 0 })}</p>
        <TextField
          label={m.adm_credits_amount()}
          name="amount"
          inputMode="numeric"
          ltr
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
        />
        <TextField
          label={m.adm_reason_internal()}
          name="reason"
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {m.adm_cancel()}
          </Button>
          <Button type="submit" busy={grant.isPending}>
            {m.adm_credits_submit()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
