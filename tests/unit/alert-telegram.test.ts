import { describe, expect, it } from 'vitest';
import { telegramDigest } from '../../worker/features/alerts/alert-delivery.service';
import type { JobCard } from '../../worker/features/jobs/jobs.schemas';
import type { MailMessage } from '../../worker/ports';

// Ten jobs whose mail text grows by 1,000 characters a job: the Telegram message keeps as many as fit in 4,096.
const jobs = Array.from({ length: 10 }, (_, id) => ({ id }) as unknown as JobCard);
const digest = (shown: JobCard[]): MailMessage => ({ to: '', subject: 'New jobs', text: 'j'.repeat(1000 * shown.length), html: '' });

describe('a job alert in Telegram', () => {
  it('is the mail under its subject when it fits in one message', () => {
    expect(telegramDigest(jobs.slice(0, 2), digest)).toBe(`New jobs\n\n${'j'.repeat(2000)}`);
  });

  it('lists only the jobs that fit in Telegram’s 4,096 characters, and is cut when even one does not', () => {
    expect(telegramDigest(jobs, digest)).toBe(`New jobs\n\n${'j'.repeat(4000)}`);
    const huge = (shown: JobCard[]): MailMessage => ({ ...digest(shown), text: 'j'.repeat(9000) });
    expect(telegramDigest(jobs, huge)).toHaveLength(4096);
  });
});
