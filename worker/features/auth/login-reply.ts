import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { authRepo } from './auth.repo';
import type { LoginOutcome } from './login.service';
import { toPublicUser } from './users.service';

/** The signed-in user as the login answers give it, with the company's review status for a company. */
export async function publicUserOf(db: Database, user: UserRow) {
  const company = user.type === 'company' ? await authRepo(db).companyOf(user.id) : null;
  return toPublicUser(user, company);
}

/**
 * What `POST /auth/login` (and tRPC's `auth.login`) answer: signed in, or a pending sign-in waiting for its second
 * step or for one to be set up (docs/product.md#two-step-sign-in). REST adds the token; tRPC keeps it in the cookie.
 */
export async function loginReplyOf(db: Database, outcome: LoginOutcome) {
  switch (outcome.kind) {
    case 'signed_in':
      return {
        code: 'logged_in' as const,
        user: await publicUserOf(db, outcome.user),
        // Companies are asked at each sign-in until they set a second step up.
        ...(outcome.suggestSecondFactor ? { second_factor_suggested: true as const } : {}),
      };
    case 'second_factor':
      return {
        code: 'second_factor_required' as const,
        second_factor_required: true as const,
        pending_token: outcome.pending.token,
        expires_at: outcome.pending.expiresAt.toISOString(),
        factors: outcome.factors,
      };
    case 'setup':
      return {
        code: 'second_factor_setup_required' as const,
        second_factor_setup_required: true as const,
        pending_token: outcome.pending.token,
        expires_at: outcome.pending.expiresAt.toISOString(),
      };
  }
}
