import { usePasswordCheckedWrite } from '../../../components/ReauthProvider';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import {
  type AdminProgramView,
  kindPaths,
  placeMaxLength,
  programCategories,
  programInputSchema,
  type ProgramKind,
  programLanguages,
  titleMaxLength,
} from '../../../../worker/features/programs/programs.schemas';
import { Button } from '../../../components/ui/Button';
import { DateField } from '../../../components/ui/DateField';
import { Dialog } from '../../../components/ui/Dialog';
import { RichTextEditor } from '../../../components/ui/RichTextEditor';
import { SelectField } from '../../../components/ui/SelectField';
import { numericInput, TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/Toast';
import { directionOf, localeLabels } from '../../../lib/i18n';
import { problemOf, problemOfEnvelope } from '../../../lib/server-errors';
import { useTRPC } from '../../../lib/trpc';
import { postFormWithProgress } from '../../../lib/upload';
import { m } from '../../../paraglide/messages';
import { defaultTimeZone, zonedMoment } from '../../../lib/zoned-time';
import { DialogActions, errorsOfIssues, type FieldErrors, focusFirstInvalid, TimeField } from '../../../components/form-parts';
import { todayIn, utcOf } from '../../../lib/zoned-time-entry';
import { categoryLabel } from '../program-format';
import { useInvalidatePrograms } from '../programs-api';
import { ImageField } from './ImageField';

/** Times are entered on Baghdad's clock (docs/product.md#languages-right-to-left-dates-and-time), whatever the device's zone; the server stores UTC. */
const zone = defaultTimeZone;

interface Moment {
  date: string;
  hour: string;
  minute: string;
}

interface Draft {
  category: string;
  title: string;
  language: (typeof programLanguages)[number];
  description: string;
  start: Moment;
  end: Moment;
  deadline: Moment;
  place: string;
  onlineUrl: string;
  capacity: string;
}

const momentOf = (iso: string | null, hour = '10'): Moment => {
  if (!iso) return { date: '', hour, minute: '00' };
  const at = zonedMoment(iso, zone);
  return { date: at.date, hour: at.time.slice(0, 2), minute: at.time.slice(3, 5) };
};

function draftOf(kind: ProgramKind, item: AdminProgramView | null): Draft {
  if (!item) {
    return {
      category: programCategories[kind][0],
      title: '',
      language: 'ckb',
      description: '',
      start: momentOf(null),
      end: momentOf(null, '12'),
      deadline: momentOf(null, '23'),
      place: '',
      onlineUrl: '',
      capacity: '',
    };
  }
  return {
    category: item.category,
    title: item.title,
    language: item.language,
    description: item.description ?? '',
    start: momentOf(item.starts_at),
    end: momentOf(item.ends_at),
    deadline: momentOf(item.registration_deadline, '23'),
    place: item.place ?? '',
    onlineUrl: item.online_url ?? '',
    capacity: item.capacity === null ? '' : String(item.capacity),
  };
}

const instantOf = (moment: Moment) => (moment.date ? utcOf({ date: moment.date, time: `${moment.hour}:${moment.minute}` }, zone) : '');

function payloadOf(draft: Draft) {
  return {
    category: draft.category,
    title: draft.title,
    language: draft.language,
    description: draft.description,
    starts_at: instantOf(draft.start),
    ends_at: instantOf(draft.end),
    place: draft.place,
    online_url: draft.onlineUrl,
    capacity: draft.capacity.trim() === '' ? null : draft.capacity.trim(),
    registration_deadline: instantOf(draft.deadline) || null,
  };
}

/** A failed save's field messages under the form's names (tRPC names them `fields.title`). */
const serverErrors = (error: unknown): FieldErrors =>
  Object.fromEntries(Object.entries(problemOf(error).fields).map(([name, text]) => [name.replace(/^fields\./, ''), text]));

/** Writes a program or an event (new when `item` is null); the image goes up after the fields are saved. */
export function ProgramForm({ kind, item, onDone }: { kind: ProgramKind; item: AdminProgramView | null; onDone: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidate = useInvalidatePrograms();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(() => draftOf(kind, item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | undefined | null>(null);
  // After a first save, the item exists: a failed image upload is retried against it, not by writing a new one.
  const [saved, setSaved] = useState<AdminProgramView | null>(item);
  const checked = usePasswordCheckedWrite();
  const create = useMutation(trpc.programs.admin.create.mutationOptions());
  const update = useMutation(trpc.programs.admin.update.mutationOptions());
  const busy = create.isPending || update.isPending || percent !== null;
  const today = todayIn(zone);

  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    const names: Record<string, string[]> = {
      start: ['starts_at'],
      end: ['ends_at'],
      deadline: ['registration_deadline'],
      onlineUrl: ['online_url', 'place'],
      place: ['place'],
    };
    const cleared = new Set(Object.keys(change).flatMap((key) => names[key] ?? [key]));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !cleared.has(name))));
  };

  async function uploadImage(target: AdminProgramView): Promise<boolean> {
    if (!image) return true;
    const body = new FormData();
    body.append('image', image);
    setPercent(undefined);
    const result = await postFormWithProgress(`/api/v1/admin/${kindPaths[kind]}/${target.id}/image`, body, { onProgress: setPercent });
    setPercent(null);
    if (result.status === 200) return true;
    const problem = problemOfEnvelope(result.status, result.body);
    setErrors({ image: problem.fields.image ?? problem.text });
    return false;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = payloadOf(draft);
    const parsed = programInputSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error));
      focusFirstInvalid(form.current);
      return;
    }
    try {
      const written = await checked(() =>
        saved ? update.mutateAsync({ kind, id: saved.id, fields: parsed.data }) : create.mutateAsync({ kind, fields: parsed.data }),
      );
      setSaved(written);
      const imaged = await uploadImage(written);
      void invalidate();
      if (!imaged) return;
      toast.show(
        'success',
        saved
          ? kind === 'event'
            ? m.reply_event_updated()
            : m.reply_program_updated()
          : kind === 'event'
            ? m.reply_event_created()
            : m.reply_program_created(),
      );
      onDone();
    } catch (error) {
      const fieldErrors = serverErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstInvalid(form.current);
      } else toast.show('error', problemOf(error).text);
    }
  };

  const momentFields = (name: 'start' | 'end' | 'deadline', field: string, dateLabel: string, timeLabel: string) => (
    <div className="grid gap-4 sm:grid-cols-2">
      <DateField
        label={dateLabel}
        value={draft[name].date}
        onChange={(event) => set({ [name]: { ...draft[name], date: event.target.value } })}
        minYear={Number(today.slice(0, 4)) - 1}
        error={errors[field]}
      />
      <TimeField
        label={`${timeLabel} — ${m.pe_baghdad_time()}`}
        hour={draft[name].hour}
        minute={draft[name].minute}
        onChange={(hour, minute) => set({ [name]: { ...draft[name], hour, minute } })}
      />
    </div>
  );

  const title = saved ? (kind === 'event' ? m.pe_edit_event() : m.pe_edit_program()) : kind === 'event' ? m.pe_new_event() : m.pe_new_program();
  return (
    <Dialog open onClose={onDone} title={title} size="lg">
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="program-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={m.pe_field_category()}
            value={draft.category}
            onChange={(event) => set({ category: event.target.value })}
            options={programCategories[kind].map((value) => ({ value, label: categoryLabel[value]() }))}
            error={errors.category}
          />
          <SelectField
            label={m.pe_field_language()}
            value={draft.language}
            onChange={(event) => set({ language: event.target.value as Draft['language'] })}
            options={programLanguages.map((value) => ({ value, label: localeLabels[value] }))}
            error={errors.language}
          />
        </div>
        <TextField
          label={m.pe_field_title()}
          value={draft.title}
          maxLength={titleMaxLength}
          dir="auto"
          onChange={(event) => set({ title: event.target.value })}
          error={errors.title}
        />
        <RichTextEditor
          label={m.pe_field_description()}
          value={draft.description}
          onChange={(description) => set({ description })}
          dir={directionOf(draft.language)}
          error={errors.description}
        />
        {momentFields('start', 'starts_at', m.pe_field_start_date(), m.pe_field_start_time())}
        {momentFields('end', 'ends_at', m.pe_field_end_date(), m.pe_field_end_time())}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.pe_field_place()}
            value={draft.place}
            maxLength={placeMaxLength}
            dir="auto"
            onChange={(event) => set({ place: event.target.value })}
            error={errors.place}
          />
          <TextField
            label={m.pe_field_online_url()}
            value={draft.onlineUrl}
            ltr
            inputMode="url"
            onChange={(event) => set({ onlineUrl: event.target.value })}
            error={errors.online_url}
            hint={m.pe_place_hint()}
          />
        </div>
        <TextField
          label={m.pe_field_capacity()}
          value={draft.capacity}
          ltr
          {...numericInput}
          onChange={(event) => set({ capacity: event.target.value })}
          error={errors.capacity}
          hint={m.pe_capacity_hint()}
        />
        <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{m.pe_field_deadline()}</legend>
          <p className="text-xs text-slate-600">{m.pe_deadline_hint()}</p>
          {momentFields('deadline', 'registration_deadline', m.pe_field_deadline_date(), m.pe_field_deadline_time())}
          {draft.deadline.date && (
            <Button variant="ghost" className="self-start" onClick={() => set({ deadline: momentOf(null, '23') })}>
              {m.pe_deadline_clear()}
            </Button>
          )}
        </fieldset>
        <ImageField
          current={saved?.image_url ?? null}
          file={image}
          onFile={(file) => {
            setImage(file);
            set({});
          }}
          percent={percent}
          error={errors.image}
        />
        <DialogActions busy={busy} submit={m.pe_save()} onCancel={onDone} />
      </form>
    </Dialog>
  );
}
