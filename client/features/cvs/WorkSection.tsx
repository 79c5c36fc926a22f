import { useId } from 'react';
import { useStore } from '@tanstack/react-form';
import { type CvDetail, workExperienceSchema } from '../../../worker/features/cvs/cvs.schemas';
import { MonthField } from '../../components/ui/MonthField';
import { fieldError } from '../../lib/form';
import { m } from '../../paraglide/messages';
import { BoundSelectField, BoundTextField } from '../../components/ui/BoundFields';
import { useLookup } from '../../lib/useLookup';
import { RichText } from '../../components/RichText';
import { WorkFieldLine, WorkLine } from './cv-lines';
import { type ItemFormProps, ListSection } from './ListSection';
import { InlineForm } from './maker-common';
import { Description, type SectionProps, useItemForm } from './item-form';

type Work = CvDetail['work_experiences'][number];

function WorkForm(props: ItemFormProps<Work>) {
  const { item, onClose } = props;
  const positions = useLookup('positions');
  const sectors = useLookup('sectors');
  const hintId = useId();
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
      position_id: item?.position ? String(item.position.id) : '',
      sector_id: item?.sector ? String(item.sector.id) : '',
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
      <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-3" aria-describedby={hintId}>
        <legend className="px-1 text-sm font-medium">{m.cv_work_field_legend()}</legend>
        <p id={hintId} className="text-sm text-slate-600">
          {m.cv_work_field_hint()}
        </p>
        <form.Field name="position_id">
          {(field) => <BoundSelectField field={field} server={server} label={m.field_position()} lookup={positions} />}
        </form.Field>
        <form.Field name="sector_id">{(field) => <BoundSelectField field={field} server={server} label={m.field_sector()} lookup={sectors} />}</form.Field>
      </fieldset>
      <form.Field name="description">
        {(field) => (
          <Description value={field.state.value} onChange={field.handleChange} error={fieldError(field.state.meta.errors, server.errors.description)} />
        )}
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
          {(item.position || item.sector) && (
            <p className="text-sm text-slate-600">
              <WorkFieldLine item={item} />
            </p>
          )}
          <RichText html={item.description} />
        </>
      )}
      renderForm={(props) => <WorkForm {...props} />}
    />
  );
}
