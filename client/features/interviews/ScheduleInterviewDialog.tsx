import { type FormEvent, useRef, useState } from 'react';
import {
  type CompanyInterview,
  interviewInputSchema,
  type InterviewMode,
  locationMaxLength,
  noteMaxLength,
  startProblem,
} from '../../../worker/features/interviews/interviews.schemas';
import { DateField } from '../../components/ui/DateField';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { fieldMessage } from '../../lib/field-messages';
import { m } from '../../paraglide/messages';
import { defaultTimeZone, zonedMoment } from '../../lib/zoned-time';
import { useCompanyProblem } from '../../lib/company-problem';
import { DialogActions, errorsOfIssues, type FieldErrors, focusFirstInvalid, TextArea, TimeField } from '../../components/form-parts';
import { dayAfter, durationChoices, todayIn, utcOf } from '../../lib/zoned-time-entry';
import { serverFieldErrors, useHiringWrites } from './interviews-api';

export interface ScheduleInterviewDialogProps {
  applicationId: number;
  applicantName: string;
  /** Given: the dialog changes this interview (reschedule) instead of scheduling a new one. */
  interview?: CompanyInterview | undefined;
  /** Called when the dialog closes: `true` after a save, `false` when dismissed. */
  onDone: (saved: boolean) => void;
}

interface Draft {
  date: string;
  hour: string;
  minute: string;
  duration: string;
  mode: InterviewMode;
  location: string;
  meetingUrl: string;
  note: string;
}

/** Times are entered on Baghdad's clock (docs/product.md#interviews-and-offers), whatever the device's zone; the server stores UTC. */
const zone = defaultTimeZone;

function draftOf(interview: CompanyInterview | undefined): Draft {
  if (!interview) return { date: '', hour: '10', minute: '00', duration: '60', mode: 'on_site', location: '', meetingUrl: '', note: '' };
  const start = zonedMoment(interview.starts_at, zone);
  return {
    date: start.date,
    hour: start.time.slice(0, 2),
    minute: start.time.slice(3, 5),
    duration: String(interview.duration_minutes),
    mode: interview.mode,
    location: interview.location ?? '',
    meetingUrl: interview.meeting_url ?? '',
    note: interview.note ?? '',
  };
}

/** The draft as the server's fields, or the messages that keep it from being sent. */
function check(draft: Draft, now: Date): { fields: ReturnType<typeof payloadOf> } | { errors: FieldErrors } {
  if (!draft.date) return { errors: { starts_at: fieldMessage('v_iv_date_required') ?? '' } };
  if (!draft.hour || !draft.minute) return { errors: { time: fieldMessage('v_iv_time_required') ?? '' } };
  const fields = payloadOf(draft);
  const parsed = interviewInputSchema.safeParse(fields);
  const errors = parsed.success ? {} : errorsOfIssues(parsed.error);
  const problem = startProblem(new Date(fields.starts_at), now);
  if (problem && !errors.starts_at) errors.starts_at = fieldMessage(problem) ?? '';
  return Object.keys(errors).length > 0 ? { errors } : { fields };
}

function payloadOf(draft: Draft) {
  return {
    starts_at: utcOf({ date: draft.date, time: `${draft.hour}:${draft.minute}` }, zone),
    duration_minutes: Number(draft.duration),
    mode: draft.mode,
    location: draft.mode === 'on_site' ? draft.location : null,
    meeting_url: draft.mode === 'online' ? draft.meetingUrl : null,
    note: draft.note,
  };
}

/** Schedules an interview with an applicant, or changes one; the applicant is mailed a calendar file either way. */
export function ScheduleInterviewDialog({ applicationId, applicantName, interview, onDone }: ScheduleInterviewDialogProps) {
  const [draft, setDraft] = useState(() => draftOf(interview));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const writes = useHiringWrites();
  const toast = useToast();
  const showProblem = useCompanyProblem();
  const busy = writes.schedule.isPending || writes.update.isPending;
  const today = todayIn(zone);

  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    // A message goes once its field is edited.
    const cleared = new Set(Object.keys(change).flatMap((key) => messagesClearedBy[key as keyof Draft]));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !cleared.has(name))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft, new Date());
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current);
      return;
    }
    try {
      if (interview) await writes.update.mutateAsync({ id: interview.id, ...checked.fields });
      else await writes.schedule.mutateAsync({ application_id: applicationId, interview: checked.fields });
      toast.show('success', interview ? m.reply_interview_updated() : m.reply_interview_scheduled());
      onDone(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstInvalid(form.current);
      } else showProblem(error);
    }
  };

  const durations = [...new Set([...durationChoices, Number(draft.duration)])].sort((a, b) => a - b);
  return (
    <Dialog
      open
      onClose={() => onDone(false)}
      title={interview ? m.iv_reschedule_title({ name: applicantName }) : m.iv_schedule_title({ name: applicantName })}
      size="lg"
    >
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="schedule-interview-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField
            label={m.iv_date()}
            value={draft.date}
            onChange={(event) => set({ date: event.target.value })}
            minYear={Number(today.slice(0, 4))}
            max={dayAfter(today, 366)}
            error={errors.starts_at}
          />
          <TimeField
            label={`${m.iv_time()} — ${m.iv_zone_hint()}`}
            hour={draft.hour}
            minute={draft.minute}
            onChange={(hour, minute) => set({ hour, minute })}
            error={errors.time}
          />
        </div>
        <SelectField
          label={m.iv_duration()}
          value={draft.duration}
          onChange={(event) => set({ duration: event.target.value })}
          options={durations.map((minutes) => ({ value: String(minutes), label: m.iv_minutes_option({ count: minutes }) }))}
          error={errors.duration_minutes}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{m.iv_mode()}</legend>
          <div className="flex flex-wrap gap-2">
            {(['on_site', 'online'] as const).map((mode) => (
              <label
                key={mode}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="interview-mode"
                  value={mode}
                  checked={draft.mode === mode}
                  onChange={() => set({ mode })}
                  className="size-4 accent-brand-700"
                />
                <span className="text-sm">{mode === 'on_site' ? m.iv_mode_on_site() : m.iv_mode_online()}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {draft.mode === 'on_site' ? (
          <TextField
            label={m.iv_location()}
            hint={m.iv_location_hint()}
            value={draft.location}
            maxLength={locationMaxLength}
            dir="auto"
            onChange={(event) => set({ location: event.target.value })}
            error={errors.location}
          />
        ) : (
          <TextField
            label={m.iv_meeting_url()}
            hint={m.iv_meeting_url_hint()}
            type="url"
            inputMode="url"
            ltr
            placeholder="https://"
            value={draft.meetingUrl}
            onChange={(event) => set({ meetingUrl: event.target.value })}
            error={errors.meeting_url}
          />
        )}
        <TextArea label={m.iv_note_label()} value={draft.note} onChange={(note) => set({ note })} maxLength={noteMaxLength} error={errors.note} />
        <p className="text-sm text-slate-600">{m.iv_mail_hint()}</p>
        <DialogActions busy={busy} submit={interview ? m.iv_save_submit() : m.iv_schedule_submit()} onCancel={() => onDone(false)} />
      </form>
    </Dialog>
  );
}

/** The messages an edit of each draft field makes stale. */
const messagesClearedBy: Record<keyof Draft, string[]> = {
  date: ['starts_at'],
  hour: ['time', 'starts_at'],
  minute: ['time', 'starts_at'],
  duration: ['duration_minutes'],
  mode: ['location', 'meeting_url'],
  location: ['location'],
  meetingUrl: ['meeting_url'],
  note: ['note'],
};
