import type { Database } from '../../../db/client';
import type { CompanyRow, UserRow } from '../../../db/schema';
import type { PublicUser } from './auth.schemas';
import { authRepo } from './auth.repo';

/** The user as the client sees it: no hash, no counters. */
export function toPublicUser(user: UserRow, company?: Pick<CompanyRow, 'status'> | null): PublicUser {
  return {
    id: user.id,
    type: user.type,
    email: user.email,
    phone: user.phone,
    full_name: user.fullName,
    phone_number: user.phoneNumber,
    dob: user.dob,
    gender_id: user.genderId,
    city_id: user.cityId,
    position_id: user.positionId,
    bio: user.bio,
    locale: user.locale,
    email_verified: user.emailVerifiedAt !== null,
    phone_verified: user.phoneVerifiedAt !== null,
    is_password_change_by_admin: user.passwordChangeRequired ? 1 : 0,
    company_status: company?.status ?? null,
  };
}

/** The account rows other features read and change (auth owns `users` and `companies`); writes are batch statements. */
export function usersService(db: Database) {
  const { userById, userByEmail, userByAddress, companyOf, updateUser, revokeAllSessions, forgetVerifiedEmail } = authRepo(db);
  return { userById, userByEmail, userByAddress, companyOf, updateUser, revokeAllSessions, forgetVerifiedEmail };
}
