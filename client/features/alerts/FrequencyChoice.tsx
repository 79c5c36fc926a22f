import { alertFrequencies } from '../../../worker/features/alerts/alerts.schemas';
import { m } from '../../paraglide/messages';
import { type AlertFrequency, frequencyLabel } from './alert-search';

/** Instant, daily or weekly, as radio buttons in a fieldset (arrow keys move between them). */
export function FrequencyChoice({ value, onChange, name }: { value: AlertFrequency; onChange: (frequency: AlertFrequency) => void; name: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{m.al_frequency_label()}</legend>
      {alertFrequencies.map((frequency) => (
        <label
          key={frequency}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={frequency}
            checked={value === frequency}
            onChange={() => onChange(frequency)}
            className="size-5 shrink-0 accent-brand-700"
          />
          <span className="text-sm">{frequencyLabel[frequency]()}</span>
        </label>
      ))}
    </fieldset>
  );
}
