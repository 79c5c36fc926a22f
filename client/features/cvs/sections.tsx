import { useForm, useStore } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { filterPhoneInput } from '../../../worker/features/auth/fields.schemas';
import {
  additionalInfoSchema,
  awardSchema,
  type CvDetail,
  cvLanguageSchema,
  educationSchema,
  proficiencyLevels,
  referenceSchema,
  workExperienceSchema,
} from '../../../worker/features/cvs/cvs.schemas';
import { DateField } from '../../components/ui/DateField';
import { MonthField } from '../../components/ui/MonthField';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { RichTextEditor } from '../../components/ui/RichTextEditor';
import { SelectField } from '../../components/ui/SelectField';
import { useToast } from '../../components/ui/Toast';
import { fieldError, schemaValidator } from '../../lib/form';
import { directionOf, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { BoundSelectField, BoundTextField } from '../auth/BoundFields';
import { useServerFieldErrors } from '../auth/useServerFieldErrors';
import { useLookup } from '../lookups/useLookup';
import { type ItemSection, withoutEmpty } from './cv-api';
import { Attachments, EducationDetails, LtrText, RichText } from './CvPreview';
import { AwardLine, ReferenceLine, WorkLine } from './cv-lines';
import { levelLabel } from './labels';
import { type ItemFormProps, ListSection } from './ListSection';
import { AttachmentsPicker, InlineForm, type RegisterSubmit, TextAreaField, useSaveItem } from './maker-common';

export interface SectionProps {
  cv: CvDetail;
  register: RegisterSubmit;
}

type Schema = Parameters<typeof schemaValidator>[0];
/** The shared zod schema on the form's values, with empty optional fields left out as the server sees them. */
const validate = (schema: Schema) => ({ value }: { value: Record<string, unknown> }) => schemaValidator(schema)({ value: withoutEmpty(value) });

/**
 * The life of an item's inline form: the shared schema checks it (empty optional fields left out, as the server sees
 * them), Save or Update sends it, a success closes it, a failure keeps it open with the server's field messages;
 * Next calls the same submit through `submitRef` and learns whether it saved. `prepare` turns the form's values
 * into what is checked and sent.
 */
function useItemForm<Values extends Record<string, unknown>>(
  { cvId, item, onClose, submitRef }: ItemFormProps<{ id: number }>,
  section: ItemSection,
  schema: Schema,
  defaultValues: Values,
  prepare: (values: Values) => Record<string, unknown> = (values) => values,
) {
  const save = useSaveItem(cvId, section);
  const server = useServerFieldErrors();
  const toast = useToast();
  const saved = useRef(false);
  const files = useState<File[]>([]);
  const form = useForm({
    defaultValues,
    validators: { onSubmit: ({ value }: { value: Values }) => validate(schema)({ value: prepare(value) }) },
    onSubmitInvalid: () => toast.show('error', m.v_fill_all_fields()),
    onSubmit: async ({ value }) => {
      const outcome = await save(item?.id, prepare(value), files[0]);
      if (outcome.ok) {
        saved.current = true;
        onClose();
      } else {
        server.setErrors(outcome.problem.fields);
      }
    },
  });
  const submit = async () => {
    saved.current = false;
    await form.handleSubmit();
    return saved.current;
  };
  submitRef.current = submit;
  const busy = useStore(form.store, (state) => state.isSubmitting);
  return { form, server, submit, busy, files };
}

function Description({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const locale = useLocale();
  return (
    <div className="sm:col-span-2">
      <RichTextEditor label={m.cv_field_description()} value={value} onChange={onChange} dir={directionOf(locale)} error={error} />
    </div>
  );
}

/* ---------------------------------------------------------------- Education */

type Education = CvDetail['educations'][number];

function EducationForm(props: ItemFormProps<Education>) {
  const { item, onClose } = props;
  const institutions = useLookup('institutions');
  const cities = useLookup('cities');
  const degrees = useLookup('degrees');
  const { form, server, submit, busy } = useItemForm(
    props,
    'education',
    educationSchema,
    {
      institution_id: item ? String(item.institution.id) : '',
      city_id: item ? String(item.city.id) : '',
      degree_id: item ? String(item.degree.id) : '',
      field_of_study: item?.field_of_study ?? '',
      start_date: item?.start_date.slice(0, 4) ?? '',
      end_date: item?.end_date.slice(0, 4) ?? '',
      url: item?.url ?? '',
      description: item?.description ?? '',
    },
  );
  const year = (name: 'start_date' | 'end_date', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <BoundTextField field={field} server={server} label={label} type="text" ltr filter={(value) => value.replace(/[^0-9٠-٩]/g, '').slice(0, 4)} />
      )}
    </form.Field>
  );
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      <form.Field name="institution_id">{(field) => <BoundSelectField field={field} server={server} label={m.cv_field_institution()} lookup={institutions} />}</form.Field>
      <form.Field name="degree_id">{(field) => <BoundSelectField field={field} server={server} label={m.cv_field_degree()} lookup={degrees} />}</form.Field>
      <form.Field name="field_of_study">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_field_of_study()} />}</form.Field>
      <form.Field name="city_id">{(field) => <BoundSelectField field={field} server={server} label={m.field_city()} lookup={cities} />}</form.Field>
      {year('start_date', m.cv_field_start_year())}
      {year('end_date', m.cv_field_end_year())}
      <form.Field name="url">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_url_optional()} type="url" ltr />}</form.Field>
      <form.Field name="description">
        {(field) => <Description value={field.state.value} onChange={field.handleChange} error={fieldError(field.state.meta.errors, server.errors.description)} />}
      </form.Field>
    </InlineForm>
  );
}

export function EducationSection({ cv, register }: SectionProps) {
  return (
    <ListSection
      cvId={cv.id}
      section="education"
      register={register}
      title={m.cv_section_education()}
      addLabel={m.cv_add_education()}
      emptyText={m.cv_empty_education()}
      items={cv.educations}
      cardTitle={(item) => `${item.degree.name} · ${item.field_of_study}`}
      cardBody={(item) => <EducationDetails item={item} />}
      renderForm={(props) => <EducationForm {...props} />}
    />
  );
}

/* ---------------------------------------------------------------- Languages */

type CvLanguage = CvDetail['cv_languages'][number];

function LanguageForm(props: ItemFormProps<CvLanguage>) {
  const { item, onClose } = props;
  const languages = useLookup('languages');
  const { form, server, submit, busy } = useItemForm(
    props,
    'languages',
    cvLanguageSchema,
    { language_id: item ? String(item.language.id) : '', proficiency_level: item?.proficiency_level ?? '' },
  );
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      <form.Field name="language_id">{(field) => <BoundSelectField field={field} server={server} label={m.cv_field_language()} lookup={languages} />}</form.Field>
      <form.Field name="proficiency_level">
        {(field) => (
          <SelectField
            label={m.cv_field_level()}
            placeholder={m.select_placeholder()}
            options={proficiencyLevels.map((level) => ({ value: level, label: levelLabel(level) }))}
            value={field.state.value}
            onChange={(event) => {
              server.clear('proficiency_level');
              field.handleChange(event.target.value as typeof field.state.value);
            }}
            error={fieldError(field.state.meta.errors, server.errors.proficiency_level)}
          />
        )}
      </form.Field>
    </InlineForm>
  );
}

export function LanguagesSection({ cv, register }: SectionProps) {
  return (
    <ListSection
      cvId={cv.id}
      section="languages"
      register={register}
      title={m.cv_section_languages()}
      addLabel={m.cv_add_language()}
      emptyText={m.cv_empty_languages()}
      items={cv.cv_languages}
      cardTitle={(item) => item.language.name}
      cardBody={(item) => (
        <div className="flex items-center gap-3">
          <ProgressBar label={`${item.language.name}: ${levelLabel(item.proficiency_level)}`} value={item.percent} className="flex-1" />
          <span className="w-28 shrink-0 text-sm text-slate-700">{levelLabel(item.proficiency_level)}</span>
        </div>
      )}
      renderForm={(props) => <LanguageForm {...props} />}
    />
  );
}

/* ---------------------------------------------------------------- Work experience */

type Work = CvDetail['work_experiences'][number];

function WorkForm(props: ItemFormProps<Work>) {
  const { item, onClose } = props;
  const thisMonth = new Date().toISOString().slice(0, 7);
  const { form, server, submit, busy } = useItemForm(
    props,
    'work-experience',
    workExperienceSchema,
    {
      title: item?.title ?? '',
      company: item?.company ?? '',
      location: item?.location ?? '',
      url: item?.url ?? '',
      from_date: item?.from_date.slice(0, 7) ?? '',
      to_date: item?.to_date?.slice(0, 7) ?? '',
      is_present: item?.is_present ?? false,
      description: item?.description ?? '',
    },
    // Present: the To date is not sent.
    (values) => (values.is_present ? { ...values, to_date: '' } : values),
  );
  const fromDate = useStore(form.store, (state) => state.values.from_date);
  const present = useStore(form.store, (state) => state.values.is_present);
  const text = (name: 'title' | 'company' | 'location', label: string) => (
    <form.Field name={name}>{(field) => <BoundTextField field={field} server={server} label={label} />}</form.Field>
  );
  const month = (name: 'from_date' | 'to_date', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <MonthField
          label={label}
          max={thisMonth}
          minYear={1950}
          value={field.state.value}
          onChange={(value) => {
            server.clear(name);
            field.handleChange(value);
            if (name === 'from_date' && !value) form.setFieldValue('is_present', false);
          }}
          error={fieldError(field.state.meta.errors, server.errors[name])}
        />
      )}
    </form.Field>
  );
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      {text('title', m.cv_field_job_title())}
      {text('company', m.cv_field_company())}
      {text('location', m.cv_field_location())}
      <form.Field name="url">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_url_optional()} type="url" ltr />}</form.Field>
      {month('from_date', m.cv_field_from())}
      {!present && month('to_date', m.cv_field_to())}
      <form.Field name="is_present">
        {(field) => (
          <label className={`flex min-h-11 items-center gap-2 self-end text-sm ${fromDate ? '' : 'text-slate-500'}`}>
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={field.state.value}
              disabled={!fromDate}
              onChange={(event) => {
                server.clear('to_date');
                field.handleChange(event.target.checked);
              }}
            />
            {m.cv_field_present()}
            {!fromDate && <span className="text-xs">({m.cv_present_hint()})</span>}
          </label>
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => <Description value={field.state.value} onChange={field.handleChange} error={fieldError(field.state.meta.errors, server.errors.description)} />}
      </form.Field>
    </InlineForm>
  );
}

export function WorkSection({ cv, register }: SectionProps) {
  return (
    <ListSection
      cvId={cv.id}
      section="work-experience"
      register={register}
      title={m.cv_section_work()}
      addLabel={m.cv_add_work()}
      emptyText={m.cv_empty_work()}
      items={cv.work_experiences}
      cardTitle={(item) => `${item.title} · ${item.company}`}
      cardBody={(item) => (
        <>
          <p className="text-sm text-slate-700">
            <WorkLine item={item} />
          </p>
          <RichText html={item.description} />
        </>
      )}
      renderForm={(props) => <WorkForm {...props} />}
    />
  );
}

/* ---------------------------------------------------------------- References */

type Reference = CvDetail['references'][number];

function ReferenceForm(props: ItemFormProps<Reference>) {
  const { item, onClose } = props;
  const { form, server, submit, busy, files } = useItemForm(
    props,
    'references',
    referenceSchema,
    {
      name: item?.name ?? '',
      title: item?.title ?? '',
      organization: item?.organization ?? '',
      email: item?.email ?? '',
      phone: item?.phone ?? '',
      relationship: item?.relationship ?? '',
      description: item?.description ?? '',
    },
  );
  const text = (name: 'name' | 'title' | 'organization' | 'relationship', label: string) => (
    <form.Field name={name}>{(field) => <BoundTextField field={field} server={server} label={label} />}</form.Field>
  );
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      {text('name', m.field_full_name())}
      {text('title', m.cv_field_job_title())}
      {text('organization', m.cv_field_organization())}
      {text('relationship', m.cv_field_relationship())}
      <form.Field name="email">{(field) => <BoundTextField field={field} server={server} label={m.field_email()} type="email" ltr autoComplete="off" />}</form.Field>
      <form.Field name="phone">{(field) => <BoundTextField field={field} server={server} label={m.field_phone()} type="tel" ltr filter={filterPhoneInput} />}</form.Field>
      <div className="sm:col-span-2">
        <form.Field name="description">
          {(field) => (
            <TextAreaField label={m.cv_field_description_optional()} value={field.state.value} maxLength={2000} onChange={field.handleChange} error={fieldError(field.state.meta.errors, server.errors.description)} />
          )}
        </form.Field>
      </div>
      <AttachmentsPicker files={files[0]} onChange={files[1]} existing={item?.files} error={server.errors.files} />
    </InlineForm>
  );
}

export function ReferencesSection({ cv, register }: SectionProps) {
  return (
    <ListSection
      cvId={cv.id}
      section="references"
      register={register}
      title={m.cv_section_references()}
      addLabel={m.cv_add_reference()}
      emptyText={m.cv_empty_references()}
      items={cv.references}
      cardTitle={(item) => item.name}
      cardBody={(item) => (
        <div className="flex flex-col gap-0.5 text-sm text-slate-700">
          <p>
            <ReferenceLine item={item} withRelationship />
          </p>
          <LtrText>{item.email}</LtrText>
          <LtrText>{item.phone}</LtrText>
          <Attachments files={item.files} />
        </div>
      )}
      renderForm={(props) => <ReferenceForm {...props} />}
    />
  );
}

/* ---------------------------------------------------------------- Awards and certificates */

type Award = CvDetail['awards_and_certifications'][number];

function AwardForm(props: ItemFormProps<Award>) {
  const { item, onClose } = props;
  const today = new Date().toISOString().slice(0, 10);
  const { form, server, submit, busy, files } = useItemForm(
    props,
    'awards',
    awardSchema,
    {
      title: item?.title ?? '',
      awards_or_certificates: item?.awards_or_certificates ?? '',
      organization: item?.organization ?? '',
      issued: item?.issued.slice(0, 10) ?? '',
      expires: item?.expires.slice(0, 10) ?? '',
      url: item?.url ?? '',
      description: item?.description ?? '',
    },
  );
  const date = (name: 'issued' | 'expires', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <DateField
          label={label}
          max={name === 'issued' ? today : undefined}
          value={field.state.value}
          onChange={(event) => {
            server.clear(name);
            field.handleChange(event.target.value);
          }}
          error={fieldError(field.state.meta.errors, server.errors[name])}
        />
      )}
    </form.Field>
  );
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      <form.Field name="title">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_title()} />}</form.Field>
      <form.Field name="awards_or_certificates">
        {(field) => (
          <SelectField
            label={m.cv_field_award_kind()}
            placeholder={m.select_placeholder()}
            options={[
              { value: 'award', label: m.cv_award() },
              { value: 'certificate', label: m.cv_certificate() },
            ]}
            value={field.state.value}
            onChange={(event) => {
              server.clear('awards_or_certificates');
              field.handleChange(event.target.value as typeof field.state.value);
            }}
            error={fieldError(field.state.meta.errors, server.errors.awards_or_certificates)}
          />
        )}
      </form.Field>
      <form.Field name="organization">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_organization()} />}</form.Field>
      <form.Field name="url">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_url_optional()} type="url" ltr />}</form.Field>
      {date('issued', m.cv_field_issued())}
      {date('expires', m.cv_field_expires())}
      <form.Field name="description">
        {(field) => <Description value={field.state.value} onChange={field.handleChange} error={fieldError(field.state.meta.errors, server.errors.description)} />}
      </form.Field>
      <AttachmentsPicker files={files[0]} onChange={files[1]} existing={item?.files} error={server.errors.files} />
    </InlineForm>
  );
}

export function AwardsSection({ cv, register }: SectionProps) {
  return (
    <ListSection
      cvId={cv.id}
      section="awards"
      register={register}
      title={m.cv_section_awards()}
      addLabel={m.cv_add_award()}
      emptyText={m.cv_empty_awards()}
      items={cv.awards_and_certifications}
      cardTitle={(item) => item.title}
      cardBody={(item) => (
        <div className="text-sm text-slate-700">
          <p>
            <AwardLine item={item} withKind />
          </p>
          <Attachments files={item.files} />
        </div>
      )}
      renderForm={(props) => <AwardForm {...props} />}
    />
  );
}

/* ---------------------------------------------------------------- Additional */

type Additional = CvDetail['additional_info'][number];

function AdditionalForm(props: ItemFormProps<Additional>) {
  const { item, onClose } = props;
  const types = useLookup('additional_types');
  const { form, server, submit, busy, files } = useItemForm(
    props,
    'additional-info',
    additionalInfoSchema,
    {
      additional_type_id: item ? String(item.additional_type.id) : '',
      title: item?.title ?? '',
      url: item?.url ?? '',
      description: item?.description ?? '',
    },
  );
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      <form.Field name="additional_type_id">{(field) => <BoundSelectField field={field} server={server} label={m.cv_field_additional_type()} lookup={types} />}</form.Field>
      <form.Field name="title">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_title()} />}</form.Field>
      <div className="sm:col-span-2">
        <form.Field name="url">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_url()} type="url" ltr />}</form.Field>
      </div>
      <form.Field name="description">
        {(field) => <Description value={field.state.value} onChange={field.handleChange} error={fieldError(field.state.meta.errors, server.errors.description)} />}
      </form.Field>
      <AttachmentsPicker files={files[0]} onChange={files[1]} existing={item?.files} error={server.errors.files} />
    </InlineForm>
  );
}

export function AdditionalSection({ cv, register }: SectionProps) {
  return (
    <ListSection
      cvId={cv.id}
      section="additional-info"
      register={register}
      title={m.cv_section_additional()}
      addLabel={m.cv_add_additional()}
      emptyText={m.cv_empty_additional()}
      items={cv.additional_info}
      cardTitle={(item) => `${item.title} · ${item.additional_type.name}`}
      cardBody={(item) => (
        <div className="text-sm">
          <LtrText href={item.url}>{item.url}</LtrText>
          <RichText html={item.description} />
          <Attachments files={item.files} />
        </div>
      )}
      renderForm={(props) => <AdditionalForm {...props} />}
    />
  );
}
