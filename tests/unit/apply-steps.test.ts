import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const messages = Object.fromEntries(
  (['en', 'ckb', 'ar'] as const).map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>]),
);
/** "final" / "last" in each language: a step that says so must be the last of the wizard's steps. */
const sayingLast = { en: /final|last/i, ckb: /کۆتایی|دوایین/, ar: /الأخيرة|النهائية/ } as const;
// GuestApplyWizard's steps, in their order.
const guestSteps = ['apply_guest_step_details', 'apply_guest_step_cv', 'apply_guest_step_account'];

describe("guest apply's step names", () => {
  it.each(['en', 'ckb', 'ar'] as const)('no step before the third calls itself the last (%s)', (locale) => {
    for (const key of guestSteps.slice(0, -1)) expect(messages[locale]?.[key], key).not.toMatch(sayingLast[locale]);
  });

  it('the wizard lists the steps in that order', () => {
    const source = readFileSync('client/features/apply/GuestApplyWizard.tsx', 'utf8');
    expect(source).toContain('[m.apply_guest_step_details(), m.apply_guest_step_cv(), m.apply_guest_step_account()]');
  });
});
