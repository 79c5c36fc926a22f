import { passwordMinLength, passwordStrength, type StrengthColor, strengthSpecialCharacters } from '../../../worker/features/auth/password.schemas';
import { m } from '../../paraglide/messages';

export interface PasswordStrengthMeterProps {
  password: string;
  /** Lets the password input point at the rule list with aria-describedby. */
  id?: string;
  className?: string;
}

const barClass: Record<StrengthColor, string> = {
  red: 'bg-red-600',
  amber: 'bg-amber-500',
  blue: 'bg-blue-600',
  green: 'bg-green-600',
};

const textClass: Record<StrengthColor, string> = {
  red: 'text-red-700',
  amber: 'text-amber-800',
  blue: 'text-blue-700',
  green: 'text-green-700',
};

function strengthLabel(color: StrengthColor): string {
  switch (color) {
    case 'red':
      return m.pwmeter_weak();
    case 'amber':
      return m.pwmeter_fair();
    case 'blue':
      return m.pwmeter_good();
    case 'green':
      return m.pwmeter_strong();
  }
}

type Rule = 'length' | 'small' | 'capital' | 'number' | 'special';

/** The meter's five criteria (docs/product.md#passwords), the same tests `passwordStrength` counts. */
function unmetRules(password: string): Rule[] {
  const checks: [Rule, boolean][] = [
    // Characters, not UTF-16 units, as passwordStrength and zod count them.
    ['length', [...password].length >= passwordMinLength],
    ['small', /[a-z]/.test(password)],
    ['capital', /[A-Z]/.test(password)],
    ['number', /[0-9]/.test(password)],
    ['special', [...password].some((character) => strengthSpecialCharacters.includes(character))],
  ];
  return checks.filter(([, met]) => !met).map(([rule]) => rule);
}

function RuleText({ rule }: { rule: Rule }) {
  switch (rule) {
    case 'length':
      return <>{m.pwmeter_rule_length()}</>;
    case 'small':
      return <>{m.pwmeter_rule_small()}</>;
    case 'capital':
      return <>{m.pwmeter_rule_capital()}</>;
    case 'number':
      return <>{m.pwmeter_rule_number()}</>;
    case 'special':
      return (
        <>
          {m.pwmeter_rule_special()}{' '}
          <bdi dir="ltr" className="font-mono tracking-wider">
            {[...strengthSpecialCharacters].join(' ')}
          </bdi>
        </>
      );
  }
}

/**
 * The strength meter of docs/product.md#passwords: 12.5/25/50/75/100 percent in red, amber, blue or green, a word for
 * the strength, and the rules still unmet. The rule list is a polite live region, so screen-reader users hear what is
 * still missing as they type; the bar itself is a `meter` whose value text is the strength word.
 */
export function PasswordStrengthMeter({ password, id, className = '' }: PasswordStrengthMeterProps) {
  const { percent: typedPercent, color } = passwordStrength(password);
  // Nothing typed is not a weak password: an empty grey bar and no verdict until the first character.
  const typed = password.length > 0;
  const percent = typed ? typedPercent : 0;
  const label = typed ? strengthLabel(color) : m.pwmeter_empty();
  const unmet = unmetRules(password);

  return (
    <div id={id} className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={m.pwmeter_label()}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={typed ? `${label} (${percent}%)` : label}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={`h-full rounded-full transition-[width,background-color] duration-300 ${barClass[color]}`} style={{ width: `${percent}%` }} />
        </div>
        <span aria-hidden="true" data-testid="password-strength" className={`min-w-16 text-end text-xs font-semibold ${textClass[color]}`}>
          {typed ? label : ''}
        </span>
      </div>
      <div aria-live="polite" className="text-xs text-slate-700">
        {unmet.length > 0 ? (
          <>
            <p className="font-medium">{m.pwmeter_still_needed()}</p>
            <ul className="mt-0.5 flex flex-col gap-0.5 ps-4">
              {unmet.map((rule) => (
                <li key={rule} className="list-disc">
                  <RuleText rule={rule} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="font-medium text-green-700">{m.pwmeter_all_met()}</p>
        )}
      </div>
    </div>
  );
}
