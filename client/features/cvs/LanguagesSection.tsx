import { type CvDetail, cvLanguageSchema, proficiencyLevels } from '../../../worker/features/cvs/cvs.schemas';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { SelectField } from '../../components/ui/SelectField';
import { fieldError } from '../../lib/form';
import { m } from '../../paraglide/messages';
import { BoundSelectField } from '../../components/ui/BoundFields';
import { useLookup } from '../../lib/useLookup';
import { levelLabel } from '../../lib/cv-labels';
import { type ItemFormProps, ListSection } from './ListSection';
import { InlineForm } from './maker-common';
import { type SectionProps, useItemForm } from './item-form';

type CvLanguage = CvDetail['cv_languages'][number];

function LanguageForm(props: ItemFormProps<CvLanguage>) {
  const { item, onClose } = props;
  const languages = useLookup('languages');
  const { form, server, submit, busy } = useItemForm(props, 'languages', cvLanguageSchema, {
    language_id: item ? String(item.language.id) : '',
    proficiency_level: item?.proficiency_level ?? '',
  });
  return (
    <InlineForm editing={item !== undefined} busy={busy} onCancel={onClose} onSubmit={() => void submit()}>
      <form.Field name="language_id">
        {(field) => <BoundSelectField field={field} server={server} label={m.cv_field_language()} lookup={languages} />}
      </form.Field>
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
