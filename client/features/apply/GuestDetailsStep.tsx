import { useId } from 'react';
import { filterNameInput, filterPhoneInput } from '../../../worker/shared/fields.schemas';
import { DateField } from '../../components/ui/DateField';
import { controlClass } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { unsignedStartFieldsSchema, withStartAddress } from '../../../worker/features/applications/unsigned.schemas';
import { m } from '../../paraglide/messages';
import { useLookup } from '../../lib/useLookup';
import type { GuestDetails } from './guest-api';
import { issuesByField } from './issues';

export type DetailErrors = Partial<Record<keyof GuestDetails, string>>;

const detailsSchema = withStartAddress(unsignedStartFieldsSchema.omit({ job_id: true, captcha: true }));

/** docs/product.md#applying-without-an-account: every field is required ('Please fill all empty fields'), then each field's rules. */
export function detailProblems(details: GuestDetails): DetailErrors {
  return issuesByField(detailsSchema.safeParse(details));
}

export interface GuestDetailsStepProps {
  details: GuestDetails;
  onChange: (patch: Partial<GuestDetails>) => void;
  errors: DetailErrors;
  disabled: boolean;
}

/** Step 1 of the unsigned wizard, 'Let's Get You Hired': the unsigned-apply registration (docs/product.md#applying-without-an-account). */
export function GuestDetailsStep({ details, onChange, errors, disabled }: GuestDetailsStepProps) {
  const genders = useLookup('genders');
  const cities = useLookup('cities');
  const positions = useLookup('positions');
  const bioId = useId();

  const select = (name: 'gender_id' | 'city_id' | 'position_id', label: string, lookup: ReturnType<typeof useLookup>) => (
    <SelectField
      label={label}
      placeholder={m.select_placeholder()}
      options={lookup.options}
      loading={lookup.isLoading}
      value={details[name]}
      disabled={disabled}
      onChange={(event) => onChange({ [name]: event.target.value })}
      error={errors[name]}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={m.field_full_name()}
        autoComplete="name"
        value={details.full_name}
        disabled={disabled}
        onChange={(event) => onChange({ full_name: filterNameInput(event.target.value) })}
        error={errors.full_name}
      />
      <TextField
        label={m.field_email()}
        type="email"
        ltr
        autoComplete="email"
        value={details.email}
        disabled={disabled}
        onChange={(event) => onChange({ email: event.target.value })}
        error={errors.email}
        hint={m.apply_guest_email_hint()}
      />
      <TextField
        label={m.field_phone()}
        type="tel"
        ltr
        autoComplete="tel"
        value={details.phone}
        disabled={disabled}
        onChange={(event) => onChange({ phone: filterPhoneInput(event.target.value) })}
        error={errors.phone}
      />
      <DateField
        label={m.field_dob()}
        max={new Date().toISOString().slice(0, 10)}
        value={details.date_of_birth}
        disabled={disabled}
        onChange={(event) => onChange({ date_of_birth: event.target.value })}
        error={errors.date_of_birth}
      />
      {select('gender_id', m.field_gender(), genders)}
      {select('city_id', m.field_city(), cities)}
      {select('position_id', m.apply_field_work_type(), positions)}
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={bioId} className="text-sm font-medium text-slate-800">
          {m.apply_field_bio()}
        </label>
        <textarea
          id={bioId}
          rows={4}
          maxLength={2000}
          value={details.bio}
          disabled={disabled}
          aria-invalid={Boolean(errors.bio) || undefined}
          aria-describedby={errors.bio ? `${bioId}-error` : undefined}
          onChange={(event) => onChange({ bio: event.target.value })}
          className={`${controlClass} resize-y`}
        />
        {errors.bio && (
          <p id={`${bioId}-error`} role="alert" className="text-xs font-medium text-red-700">
            {errors.bio}
          </p>
        )}
      </div>
    </div>
  );
}
