import { describe, expect, it } from 'vitest';
import type { JobAlert } from '../../worker/features/alerts/alerts.schemas';
import { listOutbox } from '../../worker/platform/outbox';
import type { memoryWorkQueue } from '../../worker/platform/queue';
import { handleQueueMessage } from '../../worker/queue';
import { signedUpAccount } from '../support/auth-flow';
import { applyWorld } from './applications.support';
import { addCredits, publishedJob, send } from './jobs.support';

/** Issue 25: a job alert of "jobs that match my CV" instead of words, delivered by the alerts' own queue work. */

const alerts = '/account/job-alerts';

async function cvAlertWorld() {
  const world = await applyWorld();
  await addCredits(world, 'hr@zagros.example', 5);
  const queue = world.api.deps.queue as ReturnType<typeof memoryWorkQueue>;
  /** Everything the queue holds, consumed as the worker's `queue()` would (messages a handler queues included). */
  const drain = async () => {
    for (let messages = queue.take(); messages.length > 0; messages = queue.take()) {
      for (const message of messages) await handleQueueMessage(world.api.deps, message);
    }
  };
  const mailsTo = async (to: string) => (await listOutbox(world.api.deps.db, 500)).filter((mail) => mail.to === to);
  return { world, drain, mailsTo };
}

describe('job alerts of "jobs that match my CV"', () => {
  it('saves the CV in place of the words, keeps the filters, and is another alert than the same filters with words', async () => {
    const { world } = await cvAlertWorld();
    const created = await send(world.api, 'POST', alerts, { token: world.seeker, body: { match_cv: true, q: 'set aside', city_id: [1], frequency: 'daily' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const alert = created.body.data?.alert as JobAlert;
    expect(alert).toMatchObject({ match_cv: true, q: '', city_id: [1], frequency: 'daily' });

    const again = await send(world.api, 'POST', alerts, { token: world.seeker, body: { match_cv: true, city_id: [1], frequency: 'weekly' } });
    expect(again.status).toBe(200);
    expect((again.body.data?.alert as JobAlert).id).toBe(alert.id);

    const words = await send(world.api, 'POST', alerts, { token: world.seeker, body: { city_id: [1] } });
    expect(words.status).toBe(201);
    expect((words.body.data?.alert as JobAlert).match_cv).toBeUndefined();

    const wrongType = await send(world.api, 'POST', alerts, { token: world.seeker, body: { match_cv: 'yes' }, language: 'ckb' });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors ?? {})).toContain('match_cv');
    expect(JSON.stringify(wrongType.body.errors)).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/);
  });

  it('mails only the new jobs the default CV meets at least half of, with a link to Best match', async () => {
    const { world, drain, mailsTo } = await cvAlertWorld();
    const withoutCv = await signedUpAccount(world.api, 'no.cv.yet@example.com');
    // The world's own job went out before these alerts existed.
    await drain();
    for (const token of [world.seeker, withoutCv]) {
      expect((await send(world.api, 'POST', alerts, { token, body: { match_cv: true, frequency: 'instant' } })).status).toBe(201);
    }

    // The seeker's CV (Sorani fluent, a bachelor's, in Erbil, no skills) meets all of the first and none of the second.
    await publishedJob(world, { title: 'Support officer', languages: [{ language_id: 1, min_level: 'intermediate' }], min_degree_id: 4 });
    await publishedJob(world, {
      title: 'Arabic translator',
      city_id: 2,
      languages: [{ language_id: 4, min_level: 'fluent' }],
      skills: [{ skill_id: 3, must: true }],
    });
    await drain();

    const alertMails = async (to: string) => (await mailsTo(to)).filter((mail) => mail.subject.includes('jobs that match your CV'));
    const mails = await alertMails('seeker@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Support officer');
    expect(mails[0]?.html).not.toContain('Arabic translator');
    expect(mails[0]?.text).toContain('/explore-jobs?sort=match');
    // Nothing to match without a CV: no alert mail at all.
    expect(await alertMails('no.cv.yet@example.com')).toEqual([]);
  });
});
