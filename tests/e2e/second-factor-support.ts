/**
 * Two-step sign-in (issue 29) as a person with an authenticator app goes through it: the app's codes computed here
 * (RFC 6238, SHA-1, 6 digits, 30 s, as every app does), the setup step of an admin's first sign-in, and the code step
 * of later sign-ins, on a page or over HTTP.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, type Locale, messages, password } from './support';

const stepMs = 30_000;
/** The last time step whose code was sent, per secret: the server accepts each step's code once. */
const usedSteps = new Map<string, number>();
/** The app's secret per account, once set up in this file. */
const secrets = new Map<string, string>();

export const rememberSecret = (email: string, secret: string) => secrets.set(email, secret.replace(/\s/g, ''));
export function secretOf(email: string): string {
  const secret = secrets.get(email);
  if (!secret) throw new Error(`no authenticator app for ${email} in this file`);
  return secret;
}

/**
 * The code the app shows now, for a step whose code has not been sent yet: a second sign-in within the same 30 s
 * waits for the next step to begin (as a person would wait for the next code).
 */
export async function freshCode(secret: string): Promise<string> {
  const base32 = secret.replace(/\s/g, '');
  const used = usedSteps.get(base32);
  let step = Math.floor(Date.now() / stepMs);
  if (used !== undefined && step <= used) {
    await new Promise((resolve) => setTimeout(resolve, (used + 1) * stepMs - Date.now() + 200));
    step = Math.max(used + 1, Math.floor(Date.now() / stepMs));
  }
  usedSteps.set(base32, step);
  return new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: step * stepMs });
}

/** The setup step's key as the page shows it (grouped in fours), without its spaces. */
export async function readSetupKey(page: Page): Promise<string> {
  const key = page.getByTestId('totp-setup').getByTestId('totp-key');
  await key.waitFor({ timeout: 20_000 });
  return ((await key.textContent()) ?? '').replace(/\s/g, '');
}

/** Types the app's first code into the setup step (at a sign-in, or on the security page) and sends it. */
export async function confirmSetup(page: Page, locale: Locale, secret: string, submitLabel = messages[locale].second_step_continue): Promise<void> {
  const setup = page.getByTestId('totp-setup');
  await setup.getByLabel(messages[locale].security_totp_code_label).fill(await freshCode(secret));
  await setup.getByRole('button', { name: submitLabel, exact: true }).click();
}

/** The ten recovery codes on the screen, then "I have saved them". */
export async function putRecoveryCodesAway(page: Page, locale: Locale): Promise<string[]> {
  const panel = page.getByTestId('recovery-codes');
  await panel.waitFor({ timeout: 20_000 });
  const codes = (await panel.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await panel.getByRole('button', { name: messages[locale].security_recovery_saved }).click();
  return codes;
}

/**
 * After the password of an account that must set up the app (an admin's first sign-in): reads the key, sends the
 * app's code, keeps the recovery codes. The secret is remembered for the account's later sign-ins.
 */
export async function setUpAppAtSignIn(page: Page, locale: Locale, email: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = await readSetupKey(page);
  rememberSecret(email, secret);
  await confirmSetup(page, locale, secret);
  return { secret, recoveryCodes: await putRecoveryCodesAway(page, locale) };
}

/** After the password of an account with the app: its current code in the second step. */
export async function enterAppCode(page: Page, locale: Locale, email: string): Promise<void> {
  const t = messages[locale];
  const step = page.getByTestId('second-step');
  await step.waitFor({ timeout: 20_000 });
  await step.getByLabel(t.security_totp_code_label).fill(await freshCode(secretOf(email)));
  await step.getByRole('button', { name: t.second_step_submit, exact: true }).click();
}

/** After the password of an account with recovery codes: one of them in the second step instead of the app's code. */
export async function enterRecoveryCode(page: Page, locale: Locale, recoveryCode: string): Promise<void> {
  const t = messages[locale];
  const step = page.getByTestId('second-step');
  await step.waitFor({ timeout: 20_000 });
  await step.getByRole('button', { name: t.second_step_use_recovery }).click();
  await step.getByLabel(t.second_step_recovery_label).fill(recoveryCode);
  await step.getByRole('button', { name: t.second_step_submit, exact: true }).click();
}

/** The admin sign-in page (/admin) in any language: e-mail, password, then the second step (set up on the first). */
export async function adminSignIn(page: Page, locale: Locale, email: string): Promise<void> {
  const t = messages[locale];
  const form = page.getByTestId('admin-signin');
  await form.getByLabel(t.field_email).fill(email);
  await form.getByLabel(t.field_password).fill(password);
  await form.getByRole('button', { name: t.adm_signin_submit, exact: true }).click();
  const setup = page.getByTestId('totp-setup');
  const step = page.getByTestId('second-step');
  await expect.poll(async () => (await setup.count()) + (await step.count()), { timeout: 20_000 }).toBeGreaterThan(0);
  if ((await setup.count()) > 0) await setUpAppAtSignIn(page, locale, email);
  else await enterAppCode(page, locale, email);
}

interface Envelope {
  code?: string;
  data?: { token?: string; pending_token?: string; secret?: string; recovery_codes?: string[] };
}

async function post(path: string, body: unknown, bearer?: string): Promise<Envelope> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as Envelope;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply;
}

/**
 * An admin's sign-in over HTTP, as another client would: the password, then the app (set up on the first sign-in,
 * the secret remembered for the pages' later sign-ins). Returns the bearer token.
 */
export async function adminTokenOverHttp(email: string, type: 'admin' | 'account' = 'admin'): Promise<string> {
  const login = await post('/auth/login', { email, password, type });
  const pending = login.data?.pending_token;
  if (login.code === 'logged_in' || !pending) return login.data?.token ?? '';
  if (login.code === 'second_factor_setup_required') {
    const setup = await post('/auth/second-factor/setup', { pending_token: pending });
    rememberSecret(email, setup.data?.secret ?? '');
  }
  const done = await post('/auth/second-factor', { pending_token: pending, code: await freshCode(secretOf(email)) });
  return done.data?.token ?? '';
}

/** Sets the app up for an account signed in over HTTP (its security page's calls); returns the recovery codes. */
export async function appSetUpOverHttp(email: string, token: string): Promise<string[]> {
  const started = await post('/account/security/totp', {}, token);
  rememberSecret(email, started.data?.secret ?? '');
  const confirmed = await post('/account/security/totp/confirm', { code: await freshCode(secretOf(email)) }, token);
  return confirmed.data?.recovery_codes ?? [];
}
