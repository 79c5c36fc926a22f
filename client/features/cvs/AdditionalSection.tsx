import { additionalInfoSchema, type CvDetail } from '../../../worker/features/cvs/cvs.schemas';
import { fieldError } from '../../lib/form';
import { m } from '../../paraglide/messages';
import { BoundSelectField, BoundTextField } from '../../components/ui/BoundFields';
import { useLookup } from '../../lib/useLookup';
import { RichText } from '../../components/RichText';
import { Attachments, LtrText } from './CvPreview';
import { type ItemFormProps, ListSection } from './ListSection';
import { AttachmentsPicker, InlineForm } from './maker-common';
import { Description, type SectionProps, useItemForm } from './item-form';

type Additional = CvDetail['additional_info'][number];

function AdditionalForm(props: ItemFormProps<Additional>) {
  const { item, onClose } = props;
  const types = useLookup('additional_types');
  const { form, server, submit, busy, files } = useItemForm(props, 'additional-info', additionalInfoSchema, {
    additional_type_id: item ? String(item.additional_type.id) : '',
    title: item?.title ?? '',
    url: item?.url ?? '',
    description: item?.description ?? '',
  });
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      <form.Field name="additional_type_id">
        {(field) => <BoundSelectField field={field} server={server} label={m.cv_field_additional_type()} lookup={types} />}
      </form.Field>
      <form.Field name="title">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_title()} />}</form.Field>
      <div className="sm:col-span-2">
        <form.Field name="url">{(field) => <BoundTextField field={field} server={server} label={m.cv_field_url()} type="url" ltr />}</form.Field>
      </div>
      <form.Field name="description">
        {(field) => (
          <Description value={field.state.value} onChange={field.handleChange} error={fieldError(field.state.meta.errors, server.errors.description)} />
        )}
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
