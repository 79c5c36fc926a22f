import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicCompany } from '../../../worker/features/companies/companies.schemas';
import { additionalInfoSchema } from '../../../worker/features/companies/company-profile.schemas';
import { Button } from '../../components/ui/Button';
import { RichTextEditor } from '../../components/ui/RichTextEditor';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { fieldMessage } from '../../lib/field-messages';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useCompanyProblem } from '../../lib/company-problem';
import { CompanyTextsTabs, type RichTextName } from '../../components/CompanyTextsTabs';
import { ProfileSection } from './ProfileSection';
import { useInvalidateCompanyProfile } from './profile-api';

type Texts = Record<RichTextName | 'linkedin_url', string>;

const textsOf = (company: PublicCompany): Texts => ({
  description: company.description ?? '',
  description_ckb: company.description_ckb ?? '',
  description_ar: company.description_ar ?? '',
  linkedin_url: company.linkedin_url ?? '',
  mission: company.mission ?? '',
  mission_ckb: company.mission_ckb ?? '',
  mission_ar: company.mission_ar ?? '',
  values: company.values ?? '',
  values_ckb: company.values_ckb ?? '',
  values_ar: company.values_ar ?? '',
});

/** The optional panel (its four tabs; docs/product.md#the-profile) on the profile page, saved as a whole by `POST /companies/update-additional-info`. */
export function AdditionalInfoSection({ company }: { company: PublicCompany }) {
  const trpc = useTRPC();
  const toast = useToast();
  const handleProblem = useCompanyProblem();
  const invalidate = useInvalidateCompanyProfile();
  const save = useMutation(trpc.company.updateAdditionalInfo.mutationOptions());
  const [texts, setTexts] = useState<Texts>(() => textsOf(company));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (name: keyof Texts, value: string) => {
    setTexts((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _changed, ...rest }) => rest);
  };

  const submit = async () => {
    const checked = additionalInfoSchema.safeParse(texts);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), fieldMessage(issue.message) ?? issue.message])));
      toast.show('error', m.cp_fix_fields());
      return;
    }
    try {
      await save.mutateAsync(texts);
      toast.show('success', m.reply_profile_updated());
      await invalidate();
    } catch (error) {
      setErrors(handleProblem(error, { quiet: true }).fields);
      toast.show('error', m.cp_fix_fields());
    }
  };

  return (
    <ProfileSection id="cp-additional" title={m.cp_additional_title()} description={m.cp_additional_text()}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CompanyTextsTabs
          idPrefix="cp"
          label={m.cp_additional_title()}
          renderEditor={(name, label, dir) => (
            <RichTextEditor label={label} dir={dir} value={texts[name]} onChange={(html) => change(name, html)} error={errors[name]} />
          )}
          renderLinkedin={() => (
            <TextField
              label={m.company_linkedin_url()}
              type="url"
              ltr
              value={texts.linkedin_url}
              onChange={(event) => change('linkedin_url', event.target.value)}
              error={errors.linkedin_url}
            />
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending}>
            {m.cp_save_additional()}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
