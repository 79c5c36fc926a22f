import { type FormEvent, useRef, useState } from 'react';
import { offerInputSchema, offerMessageMaxLength, offerTitleMaxLength, salaryCurrencies } from '../../../worker/features/interviews/interviews.schemas';
import { DateField } from '../../components/ui/DateField';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/ui/SelectField';
import { numericInput, TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { fieldMessage } from '../../lib/field-messages';
import { m } from '../../paraglide/messages';
import { defaultTimeZone } from '../../lib/zoned-time';
import { useCompanyProblem } from '../../lib/company-problem';
import { DialogActions, errorsOfIssues, type FieldErrors, focusFirstInvalid, TextArea } from '../../components/form-parts';
import { dayAfter, endOfDayUtc, todayIn } from '../../lib/zoned-time-entry';
import { serverFieldErrors, useHiringWrites } from './interviews-api';

export interface OfferDialogProps {
  applicationId: number;
  applicantName: string;
  /** The job's title: the offer's position title to begin with. */
  jobTitle: string;
  /** Called when the dialog closes: `true` after the offer was sent, `false` when dismissed. */
  onDone: (sent: boolean) => void;
}

type Currency = (typeof salaryCurrencies)[number];

interface Draft {
  title: string;
  salary: string;
  currency: Currency;
  startDate: string;
  expiresOn: string;
  message: string;
}

/** Days are days of Baghdad's calendar: the offer stays open to the end of its last day there. */
const zone = defaultTimeZone;
const currencyLabel: Record<Currency, () => string> = { IQD: () => m.cj_currency_iqd(), USD: () => m.cj_currency_usd() };

function payloadOf(draft: Draft) {
  return {
    title: draft.title,
    salary: draft.salary,
    salary_currency: draft.currency,
    start_date: draft.startDate,
    expires_at: draft.expiresOn ? endOfDayUtc(draft.expiresOn, zone) : '',
    message: draft.message,
  };
}

/** The schema's rules, then the days against today (the server judges them again by its own clock). */
function check(draft: Draft, today: string): FieldErrors {
  const parsed = offerInputSchema.safeParse(payloadOf(draft));
  const errors = parsed.success ? {} : errorsOfIssues(parsed.error);
  if (draft.startDate && draft.startDate < today && !errors.start_date) errors.start_date = fieldMessage('v_iv_start_date_past') ?? '';
  if (draft.expiresOn && draft.expiresOn < today && !errors.expires_at) errors.expires_at = fieldMessage('v_iv_expires_future') ?? '';
  return errors;
}

/** Sends an applicant an offer; the application moves to Offer and the applicant is mailed in their language. */
export function OfferDialog({ applicationId, applicantName, jobTitle, onDone }: OfferDialogProps) {
  const today = todayIn(zone);
  const [draft, setDraft] = useState<Draft>({ title: jobTitle, salary: '', currency: 'IQD', startDate: '', expiresOn: dayAfter(today, 7), message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const { offer } = useHiringWrites();
  const toast = useToast();
  const showProblem = useCompanyProblem();

  const set = (change: Partial<Draft>, field: string) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors(({ [field]: _stale, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft, today);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(form.current);
      return;
    }
    try {
      await offer.mutateAsync({ application_id: applicationId, ...payloadOf(draft) });
      toast.show('success', m.reply_offer_sent());
      onDone(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstInvalid(form.current);
      } else showProblem(error);
    }
  };

  return (
    <Dialog open onClose={() => onDone(false)} title={m.iv_offer_title({ name: applicantName })} size="lg">
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="offer-form">
        <TextField
          label={m.iv_offer_position()}
          value={draft.title}
          maxLength={offerTitleMaxLength}
          dir="auto"
          onChange={(event) => set({ title: event.target.value }, 'title')}
          error={errors.title}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.iv_offer_salary()}
            {...numericInput}
            ltr
            value={draft.salary}
            onChange={(event) => set({ salary: event.target.value }, 'salary')}
            error={errors.salary}
          />
          <SelectField
            label={m.iv_offer_currency()}
            value={draft.currency}
            onChange={(event) => set({ currency: event.target.value as Currency }, 'salary_currency')}
            options={salaryCurrencies.map((currency) => ({ value: currency, label: currencyLabel[currency]() }))}
            error={errors.salary_currency}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label={m.iv_offer_start()}
            value={draft.startDate}
            onChange={(event) => set({ startDate: event.target.value }, 'start_date')}
            minYear={Number(today.slice(0, 4))}
            max={dayAfter(today, 3 * 366)}
            error={errors.start_date}
          />
          <div className="flex flex-col gap-1">
            <DateField
              label={m.iv_offer_expires()}
              value={draft.expiresOn}
              onChange={(event) => set({ expiresOn: event.target.value }, 'expires_at')}
              minYear={Number(today.slice(0, 4))}
              max={dayAfter(today, 365)}
              error={errors.expires_at}
            />
            <p className="text-xs text-slate-600">{m.iv_offer_expires_hint()}</p>
          </div>
        </div>
        <TextArea
          label={m.iv_offer_message()}
          value={draft.message}
          onChange={(message) => set({ message }, 'message')}
          maxLength={offerMessageMaxLength}
          rows={5}
          error={errors.message}
        />
        <p className="text-sm text-slate-600">{m.iv_offer_hint()}</p>
        <DialogActions busy={offer.isPending} submit={m.iv_offer_submit()} onCancel={() => onDone(false)} />
      </form>
    </Dialog>
  );
}
