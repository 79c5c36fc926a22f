import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { disabledAccounts } from '../../../db/schema';

/** Whether an admin disabled this account: login refuses it (its sessions were revoked when it was disabled). */
export async function isDisabled(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: disabledAccounts.userId }).from(disabledAccounts).where(eq(disabledAccounts.userId, userId)).limit(1);
  return row !== undefined;
}
