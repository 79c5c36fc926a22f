// Telegram in real Chromium against wrangler dev (issue 28): a Sorani seeker on a 360 px phone links Kar's bot from the
// notifications page (the test plays Telegram: it posts the bot's `/start <token>` update to the webhook with the
// bot's secret, as Telegram would), chooses Telegram for interview invitations, and the company's invitation is written
// in the chat in Sorani with the page to open (the dev Messenger files the bot's messages under `telegram:<chat>`).
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { hiringScene, api } from './hiring-support';
import { logInAndLeaveHome, sidewaysOverflow } from './navigation-support';
import { baseUrl, messages, openKurdishPage, phone, unique, useBrowser } from './support';
import { telegramBot } from './telegram-bot';

useBrowser();
const t = messages.ckb;

/** What the dev outbox holds for a chat, newest first. */
async function chatMessages(chat: number): Promise<string[]> {
  const body = (await (await fetch(`${baseUrl}/dev/mail`)).json()) as { data: { messages: Array<{ channel: string; to: string; text: string }> } };
  return body.data.messages.filter((message) => message.channel === 'telegram' && message.to === `telegram:${chat}`).map((message) => message.text);
}

/** Telegram posting what the person wrote to the bot. */
async function botHears(chat: number, text: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/telegram/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': telegramBot.webhookSecret },
    body: JSON.stringify({
      update_id: Math.floor(Math.random() * 1e9),
      message: { message_id: 1, date: Math.floor(Date.now() / 1000), chat: { id: chat, type: 'private' }, from: { id: chat, language_code: 'ckb' }, text },
    }),
  });
  return response.status;
}

describe('Telegram', () => {
  it('a Sorani seeker links the bot on a phone, chooses it for interview invitations, and the invitation is written there', { timeout: 120_000 }, async () => {
    const seekerEmail = unique('telegram-seeker');
    const jobTitle = 'بەڕێوەبەری کۆگا لە دهۆک';
    const scene = await hiringScene({
      companyEmail: unique('telegram-company'),
      companyName: 'Duhok Stores',
      seekerEmail,
      applicantName: 'ڕێزان عومەر',
      jobTitle,
    });
    const page = await openKurdishPage('/', phone);
    await logInAndLeaveHome(page, 'ckb', seekerEmail, 'account');
    await page.goto(`${baseUrl}/notifications`, { waitUntil: 'networkidle' });

    // The link: a one-time `start` link to Kar's bot, opened in Telegram.
    await page.getByRole('button', { name: t.tg_link }).click();
    const open = page.getByRole('link', { name: t.tg_open });
    await open.waitFor({ timeout: 15_000 });
    const link = new URL((await open.getAttribute('href')) ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`https://t.me/${telegramBot.username}`);
    const chat = 7_100_000_000 + Math.floor(Math.random() * 1e8);
    expect(await botHears(chat, `/start ${link.searchParams.get('start')}`)).toBe(200);
    await page.getByRole('button', { name: t.tg_done_check }).click();
    await page.getByTestId('telegram-linked').waitFor({ timeout: 15_000 });
    // The bot said so, in the account's language.
    expect(await chatMessages(chat)).toEqual([expect.stringContaining('تێلێگرام')]);

    const invitations = page.getByRole('group', { name: t.push_kind_interview_scheduled });
    const byTelegram = invitations.getByRole('radio', { name: t.channel_telegram });
    await byTelegram.click();
    await page.getByText(t.reply_notification_channels_saved).first().waitFor({ timeout: 10_000 });
    await expect.poll(() => byTelegram.isChecked()).toBe(true);
    expect(await page.getByText(t.push_channels_no_telegram).count()).toBe(0);
    expect((await sidewaysOverflow(page)).overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'notifications with Telegram linked, ckb, 360 px');

    const startsAt = new Date(Date.now() + 4 * 86_400_000);
    startsAt.setUTCHours(6, 0, 0, 0);
    await api('POST', `/company/applications/${scene.applicationId}/interviews`, scene.companyToken, {
      starts_at: startsAt.toISOString(),
      duration_minutes: 30,
      mode: 'on_site',
      location: 'Duhok Stores, Zakho Road',
    });
    await expect.poll(async () => (await chatMessages(chat)).length, { timeout: 15_000 }).toBe(2);
    const [title, sentence, opens] = ((await chatMessages(chat))[0] ?? '').split('\n');
    expect(title).toBe(t.push_title_interview);
    expect(sentence).toContain(jobTitle);
    expect(sentence).toContain('09:00');
    expect(opens).toMatch(/\/myApplications\/interviews$/);
    await page.context().close();
  });
});
