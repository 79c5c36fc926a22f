import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { libsqlEmbeddedDatabase, migrateEmbedded } from '../../db/client.node';
import type { Clock } from '../../worker/ports';
import { listOutbox, outboxMailer } from '../../worker/platform/outbox';

let db: Database;
let close: () => void;
let now: Date;
const clock: Clock = { now: () => now };

beforeEach(async () => {
  ({ db, close } = libsqlEmbeddedDatabase());
  await migrateEmbedded(db);
  now = new Date('2026-03-01T10:00:00.000Z');
});

afterEach(() => close());

function mail(n: number) {
  return { to: `user${n}@example.com`, subject: `Subject ${n}`, text: `Text ${n}`, html: `<p>کار ${n}</p>` };
}

describe('outboxMailer and listOutbox', () => {
  it('keeps each message and lists them newest first with ISO times', async () => {
    const mailer = outboxMailer(db, clock);
    await mailer.send(mail(1));
    now = new Date('2026-03-01T10:05:00.000Z');
    await mailer.send(mail(2));

    expect(await listOutbox(db)).toEqual([
      { ...mail(2), sent_at: '2026-03-01T10:05:00.000Z' },
      { ...mail(1), sent_at: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('orders messages from the same millisecond by arrival, newest first', async () => {
    const mailer = outboxMailer(db, clock);
    for (const n of [1, 2, 3]) await mailer.send(mail(n));
    expect((await listOutbox(db)).map((m) => m.to)).toEqual(['user3@example.com', 'user2@example.com', 'user1@example.com']);
  });

  it('returns at most `limit` messages, the newest ones', async () => {
    const mailer = outboxMailer(db, clock);
    for (const n of [1, 2, 3, 4]) {
      now = new Date(now.getTime() + 1000);
      await mailer.send(mail(n));
    }
    expect((await listOutbox(db, 2)).map((m) => m.subject)).toEqual(['Subject 4', 'Subject 3']);
  });

  it('stores only the message fields', async () => {
    await outboxMailer(db, clock).send({ ...mail(1), ...{ bcc: 'spy@example.com' } });
    expect(Object.keys((await listOutbox(db))[0] ?? {}).sort()).toEqual(['html', 'sent_at', 'subject', 'text', 'to']);
  });

  it('keeps attachments, and lists them only for mails that have some', async () => {
    const mailer = outboxMailer(db, clock);
    const ics = {
      filename: 'interview.ics',
      content: 'BEGIN:VCALENDAR\r\nSUMMARY:چاوپێکەوتن\r\n',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    };
    await mailer.send({ ...mail(1), attachments: [ics] });
    await mailer.send({ ...mail(2), attachments: [] });
    const [plain, withFile] = await listOutbox(db);
    expect(withFile?.attachments).toEqual([ics]);
    expect(plain && 'attachments' in plain).toBe(false);
  });

  it('is empty before anything was sent', async () => {
    expect(await listOutbox(db)).toEqual([]);
  });
});
