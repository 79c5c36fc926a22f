/** What the dialog tests share: focus and geometry probes, and the e-mail step of the sign-ups. */
import type { Locator, Page } from 'playwright-core';
import { codeSentTo, type Locale, messages, solveCaptcha } from './support';

/** The id of the control a label names, to compare with `focused(page).id`. */
export async function idOf(control: Locator): Promise<string> {
  return (await control.getAttribute('id')) ?? '';
}

/** Whether an element is on screen and uncovered: scrolled into the window and the dialog, not under anything. */
export function inView(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

/** Whether two elements' boxes overlap on screen. */
export async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The e-mail step of a sign-up dialog: robot check, code from the dev outbox, verified. */
export async function verifyEmail(dialog: Locator, locale: Locale, email: string): Promise<void> {
  await dialog.getByLabel(messages[locale].field_email, { exact: true }).fill(email);
  await solveCaptcha(dialog, locale);
  await dialog.getByRole('button', { name: messages[locale].email_send_code }).click();
  // The code field appears once the server has sent the mail; only then is the newest code the right one.
  const codeField = dialog.getByLabel(messages[locale].v_code_required);
  await codeField.waitFor();
  await codeField.fill(await codeSentTo(email));
  const calls = watchVerifyCalls(dialog.page());
  const continueButton = dialog.getByRole('button', { name: messages[locale].email_continue });
  await continueButton.click();
  // On a loaded machine a click has been lost (CI, twice): the code typed, the click made, and no request sent, as if
  // the dialog moved under the pointer between press and release. A person taps again; so does the test, once.
  if (!(await sentWithin(calls, 5_000)) && (await continueButton.isVisible())) await continueButton.click();
  // Verifying is one request, but a busy machine running two lanes has taken more than 10 s; when it does not come,
  // what the dialog says instead (a wrong code, an error) and what became of the request are the failure's message.
  const verified = dialog.getByTestId('email-verified');
  await verified.waitFor({ timeout: 20_000 }).catch(async () => {
    const code = await codeField.inputValue().catch(() => '(gone)');
    throw new Error(
      `the e-mail was not verified; the code field holds "${code}"; the verify calls: ${calls.join('; ') || 'none sent'}; ` +
        `the dialog says: ${(await dialog.innerText()).replace(/\s+/g, ' ')}`,
    );
  });
}

async function sentWithin(calls: readonly string[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (calls.length > 0) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

/** What became of each verify-email call from now on, with its time since the click, for a failure's message. */
function watchVerifyCalls(page: Page): string[] {
  const started = Date.now();
  const calls: string[] = [];
  const isVerify = (url: string) => url.includes('auth.verifyEmail') || url.includes('/auth/verify-email');
  const note = (what: string) => calls.push(`${what} at ${Date.now() - started} ms`);
  page.on('request', (request) => void (isVerify(request.url()) && note('sent')));
  page.on('requestfailed', (request) => void (isVerify(request.url()) && note(`failed (${request.failure()?.errorText ?? '?'})`)));
  page.on('response', (response) => void (isVerify(response.url()) && note(`answered ${response.status()}`)));
  return calls;
}
