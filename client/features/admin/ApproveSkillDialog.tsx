import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type AdminSkillRequest, skillNameMaxLength } from '../../../worker/features/skill-requests/skill-requests.schemas';
import { usePasswordCheckedWrite } from '../../components/ReauthProvider';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';

type NameField = 'name_en' | 'name_ckb' | 'name_ar';

/** Each language's field: its label, and the direction and language its text is written in. */
const nameFields: ReadonlyArray<{ field: NameField; locale: 'en' | 'ckb' | 'ar'; label: () => string; dir: 'ltr' | 'rtl' }> = [
  { field: 'name_en', locale: 'en', label: m.adm_sr_name_en, dir: 'ltr' },
  { field: 'name_ckb', locale: 'ckb', label: m.adm_sr_name_ckb, dir: 'rtl' },
  { field: 'name_ar', locale: 'ar', label: m.adm_sr_name_ar, dir: 'rtl' },
];

/** The name as asked, in the field of the company's language; the other two for the admin to write. */
const startingNames = (request: AdminSkillRequest): Record<NameField, string> => ({
  name_en: request.company_locale === 'en' ? request.name : '',
  name_ckb: request.company_locale === 'ckb' ? request.name : '',
  name_ar: request.company_locale === 'ar' ? request.name : '',
});

/** Approving a skill request: the skill's name in all three languages, each checked by the server (422 per field). */
export function ApproveSkillDialog({ request, onClose }: { request: AdminSkillRequest; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const write = usePasswordCheckedWrite();
  const [names, setNames] = useState(() => startingNames(request));
  const [errors, setErrors] = useState<Partial<Record<NameField, string>>>({});
  const approve = useMutation(trpc.skillRequests.approve.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      nameFields
        .filter(({ field }) => names[field].trim() === '')
        .map(({ field }) => [field, { name_en: m.sr_v_name_en_required, name_ckb: m.sr_v_name_ckb_required, name_ar: m.sr_v_name_ar_required }[field]()]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await write(() => approve.mutateAsync({ id: request.id, ...names }));
      toast.show('success', replyText('skill_request_approved') ?? m.adm_sr_approve_submit());
      // The new skill is in the lookup now: every search cached in this tab asks again.
      void queryClient.invalidateQueries({ queryKey: trpc.lookups.skills.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.skillRequests.queue.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.auditLog.pathKey() });
      onClose();
    } catch (failure) {
      const problem = problemOf(failure);
      const fields = nameFields.filter(({ field }) => problem.fields[field]);
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map(({ field }) => [field, problem.fields[field]])));
      else if (problem.code !== 'reauth_required') toast.show('error', problem.text);
    }
  };

  return (
    <Dialog open onClose={onClose} title={m.adm_sr_approve_title({ name: request.name })}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="approve-skill">
        <p className="text-sm text-slate-700">{m.adm_sr_approve_hint()}</p>
        {nameFields.map(({ field, locale, label, dir }) => (
          <TextField
            key={field}
            label={label()}
            name={field}
            lang={locale}
            dir={dir}
            value={names[field]}
            maxLength={skillNameMaxLength}
            required
            error={errors[field]}
            onChange={(event) => setNames({ ...names, [field]: event.target.value })}
          />
        ))}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {m.adm_cancel()}
          </Button>
          <Button type="submit" busy={approve.isPending}>
            {m.adm_sr_approve_submit()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
