// The record of phone messages is kept 90 days (issue 28; worker/platform/message-deliveries-retention.ts), deleted by
// the daily Cron's job, whatever else is in the table.
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageDeliveries } from '../../db/schema/messaging';
import { deliveryRecordDays, forgetOldDeliveries } from '../../worker/platform/message-deliveries-retention';
import { scheduledJobs } from '../../worker/scheduled';
import { testApp, testClock } from '../support/node-deps';

const day = 24 * 60 * 60 * 1000;

describe('phone message records', () => {
  it(`are kept ${deliveryRecordDays} days, then deleted by the daily job`, async () => {
    const clock = testClock();
    const { deps } = await testApp({ clock });
    const now = clock.now().getTime();
    const ages = [200, 120, 91, 89, 10, 0];
    await deps.db.insert(messageDeliveries).values(
      ages.map((age, index) => ({
        sendId: `send-${index}`,
        kind: 'code' as const,
        channel: 'sms' as const,
        recipient: '+9647501234567',
        status: 'sent' as const,
        createdAt: new Date(now - age * day),
      })),
    );
    expect(scheduledJobs['phone message records']).toBe(forgetOldDeliveries);
    expect(await forgetOldDeliveries(deps, clock.now())).toEqual({ deleted: 3 });
    const left = await deps.db.select({ sendId: messageDeliveries.sendId }).from(messageDeliveries).orderBy(asc(messageDeliveries.id));
    expect(left.map((row) => row.sendId)).toEqual(['send-3', 'send-4', 'send-5']);
    // Nothing old left: nothing deleted; an empty table too.
    expect(await forgetOldDeliveries(deps, clock.now())).toEqual({ deleted: 0 });
    expect(await forgetOldDeliveries(deps, new Date(now + 365 * day))).toEqual({ deleted: 3 });
    expect(await forgetOldDeliveries(deps, clock.now())).toEqual({ deleted: 0 });
  });
});
