import { useStore } from '@tanstack/react-form';
import { awardSchema, type CvDetail } from '../../../worker/features/cvs/cvs.schemas';
import { DateField } from '../../components/ui/DateField';
import { SelectField } from '../../components/ui/SelectField';
import { fieldError } from '../../lib/form';
import { m } from '../../paraglide/messages';
import { BoundTextField } from '../../components/ui/BoundFields';
import { Attachments } from './CvPreview';
import { AwardLine } from './cv-lines';
import { type ItemFormProps, ListSection } from './ListSection';
import { AttachmentsPicker, InlineForm } from './maker-common';
import { Description, type SectionProps, useItemForm } from './item-form';

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
      expires: item?.expires?.slice(0, 10) ?? '',
      // An award saved without an expiry date does not expire.
      no_expiry: item ? item.expires === null : false,
      url: item?.url ?? '',
      description: item?.description ?? '',
    },
    // Does not expire: the expiry date is not sent.
    (values) => (values.no_expiry ? { ...values, expires: '' } : values),
  );
  const noExpiry = useStore(form.store, (state) => state.values.no_expiry);
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
      <div className="flex flex-col gap-2">
        {!noExpiry && date('expires', m.cv_field_expires())}
        <form.Field name="no_expiry">
          {(field) => (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={field.state.value}
                onChange={(event) => {
                  server.clear('expires');
                  field.handleChange(event.target.checked);
                }}
              />
              {m.cv_no_expiry()}
            </label>
          )}
        </form.Field>
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
