import { filterPhoneInput } from '../../../worker/shared/fields.schemas';
import { type CvDetail, referenceSchema } from '../../../worker/features/cvs/cvs.schemas';
import { fieldError } from '../../lib/form';
import { m } from '../../paraglide/messages';
import { BoundTextField } from '../../components/ui/BoundFields';
import { Attachments, LtrText } from './CvPreview';
import { ReferenceLine } from './cv-lines';
import { type ItemFormProps, ListSection } from './ListSection';
import { AttachmentsPicker, InlineForm, TextAreaField } from './maker-common';
import { type SectionProps, useItemForm } from './item-form';

type Reference = CvDetail['references'][number];

function ReferenceForm(props: ItemFormProps<Reference>) {
  const { item, onClose } = props;
  const { form, server, submit, busy, files } = useItemForm(props, 'references', referenceSchema, {
    name: item?.name ?? '',
    title: item?.title ?? '',
    organization: item?.organization ?? '',
    email: item?.email ?? '',
    phone: item?.phone ?? '',
    relationship: item?.relationship ?? '',
    description: item?.description ?? '',
  });
  const text = (name: 'name' | 'title' | 'organization' | 'relationship', label: string) => (
    <form.Field name={name}>{(field) => <BoundTextField field={field} server={server} label={label} />}</form.Field>
  );
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      {text('name', m.field_full_name())}
      {text('title', m.cv_field_job_title())}
      {text('organization', m.cv_field_organization())}
      {text('relationship', m.cv_field_relationship())}
      <form.Field name="email">
        {(field) => <BoundTextField field={field} server={server} label={m.field_email()} type="email" ltr autoComplete="off" />}
      </form.Field>
      <form.Field name="phone">
        {(field) => <BoundTextField field={field} server={server} label={m.field_phone()} type="tel" ltr filter={filterPhoneInput} />}
      </form.Field>
      <div className="sm:col-span-2">
        <form.Field name="description">
          {(field) => (
            <TextAreaField
              label={m.cv_field_description_optional()}
              value={field.state.value}
              maxLength={2000}
              onChange={field.handleChange}
              error={fieldError(field.state.meta.errors, server.errors.description)}
            />
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
