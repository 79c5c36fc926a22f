import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import { filterNameInput, filterPhoneInput } from '../../../worker/shared/fields.schemas';
import { type CvDetail, type CvLocale, personalInfoSchema } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { ImageCropper, photoCrop } from '../../components/ui/ImageCropper';
import { SelectField } from '../../components/ui/SelectField';
import { useToast } from '../../components/ui/Toast';
import { schemaValidator } from '../../lib/form';
import { currentLocale } from '../../lib/i18n';
import { replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { BoundTextField } from '../../components/ui/BoundFields';
import { useSession } from '../../lib/session';
import { useServerFieldErrors } from '../../lib/useServerFieldErrors';
import { withoutEmpty } from '../../lib/post-envelope';
import { savePersonalInfo, useInvalidateCvs } from './cv-api';
import { useLocalCvStore } from './cv-store';
import { LtrText } from './CvPreview';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { type RegisterSubmit, useRegisterSubmit } from './maker-common';
import { cvLanguageLabel, cvLanguageOptions } from '../../lib/cv-labels';

interface Props {
  cv: CvDetail | undefined;
  register: RegisterSubmit;
  onCreated: (cvId: number) => void;
  startEditing?: boolean;
}

/** docs/product.md#cv-sections-and-completion: view mode with Edit; edit mode with Cancel and Save (create) or Update. */
export function PersonalInfoSection({ cv, register, onCreated, startEditing = false }: Props) {
  const [editing, setEditing] = useState(() => startEditing || !cv?.full_name);
  const submitRef = useRef<(() => Promise<boolean>) | null>(null);
  useRegisterSubmit(register, editing ? () => (submitRef.current ? submitRef.current() : Promise.resolve(true)) : null);

  if (!editing && cv) {
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-bold">{m.cv_section_personal()}</h2>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {m.cv_action_edit()}
          </Button>
        </div>
        <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row">
          {cv.profile_pic_path ? (
            <img src={cv.profile_pic_path} alt={m.cv_photo()} className="size-24 shrink-0 self-center rounded-full object-cover" width={96} height={96} />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-24 shrink-0 place-items-center self-center rounded-full bg-slate-100 text-3xl font-bold text-slate-400"
            >
              {(cv.full_name ?? '?').slice(0, 1)}
            </span>
          )}
          <dl className="grid flex-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
            <ReadOnly label={m.cv_field_title()} value={cv.title} />
            <ReadOnly label={m.field_full_name()} value={cv.full_name} />
            <ReadOnly label={m.field_email()} value={cv.email} ltr />
            <ReadOnly label={m.field_phone()} value={cv.phone_num} ltr />
            <ReadOnly label={m.cv_field_location()} value={cv.location} />
            <ReadOnly label={m.cv_field_address()} value={cv.address} />
            <ReadOnly label={m.cv_field_cv_language()} value={cvLanguageLabel(cv.language)} />
            <ReadOnly label={m.cv_field_shareable()} value={cv.is_shareable ? m.cv_yes() : m.cv_no()} />
          </dl>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">{m.cv_section_personal()}</h2>
      <PersonalInfoForm
        cv={cv}
        submitRef={submitRef}
        onCancel={cv?.full_name ? () => setEditing(false) : undefined}
        onSaved={(saved) => {
          setEditing(false);
          if (!cv) onCreated(saved.id);
        }}
      />
    </div>
  );
}

function ReadOnly({ label, value, ltr = false }: { label: string; value: string | null | undefined; ltr?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value ? ltr ? <LtrText>{value}</LtrText> : value : '—'}</dd>
    </div>
  );
}

function PersonalInfoForm({
  cv,
  submitRef,
  onCancel,
  onSaved,
}: {
  cv: CvDetail | undefined;
  submitRef: React.MutableRefObject<(() => Promise<boolean>) | null>;
  onCancel: (() => void) | undefined;
  onSaved: (cv: CvDetail) => void;
}) {
  const toast = useToast();
  const { user } = useSession();
  const invalidate = useInvalidateCvs();
  const server = useServerFieldErrors();
  const local = useLocalCvStore();
  const saved = useRef(false);
  const [photoFile, setPhotoFile] = useState<File>();
  const [photo, setPhoto] = useState<Blob>();
  const [photoUrl, setPhotoUrl] = useState<string>();
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPhotoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const form = useForm({
    defaultValues: {
      title: cv?.title ?? '',
      full_name: cv?.full_name ?? user?.full_name ?? '',
      email: cv?.email ?? user?.email ?? '',
      phone_num: cv?.phone_num ?? user?.phone_number ?? '',
      location: cv?.location ?? '',
      address: cv?.address ?? '',
      language: (cv?.language ?? currentLocale()) as CvLocale,
      is_shareable: cv?.is_shareable ?? false,
    },
    validators: { onSubmit: ({ value }) => schemaValidator(personalInfoSchema)({ value: withoutEmpty(value) }) },
    onSubmitInvalid: () => {
      toast.show('error', m.v_fill_all_fields());
      focusFirstInvalid();
    },
    onSubmit: async ({ value }) => {
      const outcome = local ? local.savePersonal(value) : await savePersonalInfo(cv?.id, value, photo);
      if (outcome.ok) {
        saved.current = true;
        if (!local) {
          toast.show('success', replyText(outcome.code || 'cv_saved') ?? m.reply_cv_saved());
          await invalidate();
        }
        onSaved(outcome.data.cv);
        return;
      }
      server.setErrors(outcome.problem.fields);
      toast.show('error', outcome.problem.fields.file_path ?? outcome.problem.text);
      focusFirstInvalid();
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const submit = async () => {
    saved.current = false;
    await form.handleSubmit();
    return saved.current;
  };
  submitRef.current = submit;

  const shownPhoto = photoUrl ?? cv?.profile_pic_path ?? undefined;

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {!local && (
        <div className="flex flex-col items-center gap-2 sm:flex-row">
          {shownPhoto ? (
            <img src={shownPhoto} alt={m.cv_photo()} className="size-24 rounded-full object-cover" width={96} height={96} />
          ) : (
            <span aria-hidden="true" className="size-24 rounded-full bg-slate-100" />
          )}
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 focus-within:outline-2 focus-within:outline-brand-600 hover:bg-slate-100">
            {shownPhoto ? m.cv_photo_change() : m.cv_photo_add()}
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) setPhotoFile(file);
              }}
            />
          </label>
          {server.errors.file_path && <p className="text-sm text-red-700">{server.errors.file_path}</p>}
        </div>
      )}
      <ImageCropper
        file={photoFile}
        title={m.cropper_title_photo()}
        {...photoCrop}
        onCancel={() => setPhotoFile(undefined)}
        onCropped={(blob) => {
          setPhoto(blob);
          setPhotoFile(undefined);
          server.clear('file_path');
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="title">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_cv_title()} />}</form.Field>
        <form.Field name="full_name">
          {(field) => <BoundTextField field={field} server={server} label={m.field_full_name()} autoComplete="name" filter={filterNameInput} />}
        </form.Field>
        <form.Field name="email">
          {(field) => <BoundTextField field={field} server={server} label={m.field_email()} type="email" ltr autoComplete="email" />}
        </form.Field>
        <form.Field name="phone_num">
          {(field) => <BoundTextField field={field} server={server} label={m.field_phone()} type="tel" ltr autoComplete="tel" filter={filterPhoneInput} />}
        </form.Field>
        <form.Field name="location">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_location()} />}</form.Field>
        <form.Field name="address">
          {(field) => <BoundTextField field={field} server={server} label={m.cv_field_address_optional()} autoComplete="street-address" />}
        </form.Field>
        <form.Field name="language">
          {(field) => (
            <SelectField
              label={m.cv_field_cv_language()}
              options={cvLanguageOptions()}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value as CvLocale)}
            />
          )}
        </form.Field>
        <form.Field name="is_shareable">
          {(field) => (
            <label className="flex min-h-11 items-center gap-2 self-end text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
              />
              {m.cv_field_shareable()}
            </label>
          )}
        </form.Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {m.button_cancel()}
          </Button>
        )}
        <Button type="submit" busy={submitting}>
          {cv ? m.cv_update() : m.cv_save()}
        </Button>
      </div>
    </form>
  );
}
