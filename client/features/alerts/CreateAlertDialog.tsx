import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { emailSchema } from '../../../worker/shared/fields.schemas';
import { Button } from '../../components/ui/Button';
import { CaptchaField } from '../../components/ui/CaptchaField';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { fieldMessage } from '../../lib/field-messages';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useSingleUseCaptcha } from '../../lib/useSingleUseCaptcha';
import type { JobFilters } from '../../lib/job-search-params';
import { type AlertFrequency, alertSearchOf, filterCount } from './alert-search';
import { FrequencyChoice } from './FrequencyChoice';

export interface CreateAlertDialogProps {
  open: boolean;
  onClose: () => void;
  filters: JobFilters;
  /** A job seeker saves the alert to the account; a visitor gives an e-mail address and confirms it from the mail. */
  signedIn: boolean;
}

/** The current search as an alert: how often, and for visitors where to (double opt-in). */
export default function CreateAlertDialog({ open, onClose, filters, signedIn }: CreateAlertDialogProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  // A seeker looking at "Best match" most likely wants the jobs that match their CV, not these words.
  const [matchCv, setMatchCv] = useState(signedIn && filters.sort === 'match');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const captcha = useSingleUseCaptcha();
  const create = useMutation(trpc.alerts.create.mutationOptions());
  const subscribe = useMutation(trpc.alerts.subscribe.mutationOptions());
  const search = alertSearchOf(filters);
  const filtersUsed = filterCount(search);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      if (signedIn) {
        await create.mutateAsync({ ...search, ...(matchCv ? { match_cv: true } : {}), frequency });
        await queryClient.invalidateQueries({ queryKey: trpc.alerts.list.queryKey() });
        toast.show('success', m.al_saved(), { label: m.al_manage_link(), run: () => void navigate({ to: '/dashboard/alerts' }) });
      } else {
        const address = emailSchema.safeParse(email);
        if (!address.success) {
          setErrors({ email: fieldMessage(address.error.issues[0]?.message) ?? m.v_email_invalid() });
          return;
        }
        if (!captcha.payload) {
          setErrors({ captcha: m.v_captcha_required() });
          return;
        }
        try {
          await subscribe.mutateAsync({ ...search, frequency, email: address.data, captcha: captcha.payload });
        } finally {
          captcha.spend();
        }
        toast.show('success', replyText('alert_confirmation_sent') ?? m.al_check_email());
      }
      onClose();
    } catch (error) {
      const problem = problemOf(error);
      setErrors(problem.fields);
      if (Object.keys(problem.fields).length === 0) toast.show('error', problem.text);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={m.al_dialog_title()}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5" data-testid="create-alert-form">
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">
            {matchCv ? m.al_search_cv_match() : search.q ? m.al_search_words({ words: search.q }) : m.al_search_everything()}
          </p>
          {filtersUsed > 0 && <p className="text-slate-600">{m.al_search_filters({ count: filtersUsed })}</p>}
        </div>
        {signedIn && (
          <div className="flex flex-col gap-1">
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={matchCv}
                onChange={(event) => setMatchCv(event.target.checked)}
                aria-describedby="alert-match-cv-hint"
                data-testid="alert-match-cv"
              />
              {m.al_match_cv_label()}
            </label>
            <p id="alert-match-cv-hint" className="text-xs text-slate-600">
              {m.al_match_cv_hint()}
            </p>
          </div>
        )}
        <FrequencyChoice name="alert-frequency" value={frequency} onChange={setFrequency} />
        {!signedIn && (
          <>
            <TextField
              label={m.al_email_label()}
              hint={m.al_email_hint()}
              type="email"
              ltr
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
              data-testid="alert-email"
            />
            <CaptchaField key={captcha.key} label={m.captcha_label()} onVerified={captcha.solved} onReset={captcha.clear} error={errors.captcha} />
          </>
        )}
        {errors.frequency && <p className="text-sm text-red-700">{errors.frequency}</p>}
        {!signedIn && <p className="text-xs text-slate-600">{m.al_visitor_note()}</p>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {m.al_cancel()}
          </Button>
          <Button type="submit" busy={create.isPending || subscribe.isPending} data-testid="alert-submit">
            {m.al_submit()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
