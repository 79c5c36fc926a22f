import { useStore } from '@tanstack/react-form';
import { type CvDetail, educationSchema, institutionNameMaxLength, otherInstitutionId } from '../../../worker/features/cvs/cvs.schemas';
import { fieldError } from '../../lib/form';
import { m } from '../../paraglide/messages';
import { BoundSelectField, BoundTextField } from '../../components/ui/BoundFields';
import { useLookup } from '../../lib/useLookup';
import { EducationDetails } from './CvPreview';
import { type ItemFormProps, ListSection } from './ListSection';
import { InlineForm } from './maker-common';
import { Description, type SectionProps, useItemForm } from './item-form';

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
      institution_name: item?.institution_name ?? '',
      city_id: item ? String(item.city.id) : '',
      degree_id: item ? String(item.degree.id) : '',
      field_of_study: item?.field_of_study ?? '',
      start_date: item?.start_date.slice(0, 4) ?? '',
      end_date: item?.end_date.slice(0, 4) ?? '',
      url: item?.url ?? '',
      description: item?.description ?? '',
    },
    // Only "Other" has a name of its own; a listed institution sends none.
    (values) => (values.institution_id === String(otherInstitutionId) ? values : { ...values, institution_name: '' }),
  );
  const other = useStore(form.store, (state) => state.values.institution_id === String(otherInstitutionId));
  const year = (name: 'start_date' | 'end_date', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <BoundTextField field={field} server={server} label={label} type="text" ltr numeric filter={(value) => value.replace(/[^0-9٠-٩]/g, '').slice(0, 4)} />
      )}
    </form.Field>
  );
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      <form.Field name="institution_id">
        {(field) => <BoundSelectField field={field} server={server} label={m.cv_field_institution()} lookup={institutions} />}
      </form.Field>
      {other && (
        <form.Field name="institution_name">
          {(field) => (
            <BoundTextField field={field} server={server} label={m.cv_field_institution_name()} filter={(value) => value.slice(0, institutionNameMaxLength)} />
          )}
        </form.Field>
      )}
      <form.Field name="degree_id">{(field) => <BoundSelectField field={field} server={server} label={m.cv_field_degree()} lookup={degrees} />}</form.Field>
      <form.Field name="field_of_study">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_field_of_study()} />}</form.Field>
      <form.Field name="city_id">{(field) => <BoundSelectField field={field} server={server} label={m.field_city()} lookup={cities} />}</form.Field>
      {year('start_date', m.cv_field_start_year())}
      {year('end_date', m.cv_field_end_year())}
      <form.Field name="url">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_url_optional()} type="url" ltr />}</form.Field>
      <form.Field name="description">
        {(field) => (
          <Description value={field.state.value} onChange={field.handleChange} error={fieldError(field.state.meta.errors, server.errors.description)} />
        )}
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
