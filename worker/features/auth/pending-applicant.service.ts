import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import type { UserRow } from '../../../db/schema';

/**
 * Only the unsigned wizard makes a job seeker whose address is not verified yet: until the code comes back, the
 * account is a placeholder that anyone proving the address (a new start, a normal sign-up) may replace. An account
 * made with a mobile number has proved the number instead of an e-mail address (issue 28).
 */
export const isPendingApplicant = (user: Pick<UserRow, 'type' | 'emailVerifiedAt' | 'phoneVerifiedAt'>) => user.type === 'account' && !hasProvenAddress(user);

/** The account proved the address it signs in with: its e-mail address, or its mobile number (issue 28). */
export const hasProvenAddress = (user: Pick<UserRow, 'emailVerifiedAt' | 'phoneVerifiedAt'>) => user.emailVerifiedAt !== null || user.phoneVerifiedAt !== null;

/**
 * The one gate of the placeholder (issue 23): nobody has proved its address, so it may not have Kar mail that address
 * (alerts, follows) or hold anything others want (event seats). Every guard that asks for a session calls this unless
 * its route finishes the application (the unsigned steps, the CV it applies with).
 */
export function refusePendingApplicant(auth: Authenticated): void {
  if (isPendingApplicant(auth.user)) throw new AppError('application_email_unverified');
}
