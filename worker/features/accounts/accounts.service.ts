import { eq } from 'drizzle-orm';
import { cvAttachments, cvs, sessions, users } from '../../../db/schema';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import type { RequestInfo } from '../../http/request-info';
import { toPublicUser, usersService } from '../auth/users.service';
import type { Authenticated } from '../auth/sessions.service';
import { companyClosureService } from '../companies/company-closure.service';
import { lookupsService } from '../lookups/lookups.service';

export interface ProfileUpdate {
  full_name: string;
  dob: string;
  gender_id: number;
  city_id: number;
  position_id?: number | undefined;
  bio?: string | undefined;
}

/** The signed-in person's own account: profile, contact, and deleting it all. */
export function accountsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = usersService(deps.db);

  async function publicUserOf(userId: number) {
    const user = await repo.userById(userId);
    if (!user) return null;
    return toPublicUser(user, user.type === 'company' ? await repo.companyOf(user.id) : null);
  }

  return {
    publicUserOf,

    async updateProfile(auth: Authenticated, input: ProfileUpdate) {
      const missing = await lookupsService(deps).requireIds([
        { field: 'gender_id', lookup: 'genders', id: input.gender_id, messageKey: 'v_gender_required' },
        { field: 'city_id', lookup: 'cities', id: input.city_id, messageKey: 'v_city_required' },
        { field: 'position_id', lookup: 'positions', id: input.position_id, messageKey: 'v_position_required' },
      ]);
      if (Object.keys(missing).length > 0) throw invalidFields(locale, missing);
      await repo.updateUser(auth.user.id, {
        fullName: input.full_name,
        dob: input.dob,
        genderId: input.gender_id,
        cityId: input.city_id,
        positionId: input.position_id ?? null,
        bio: input.bio ?? null,
        updatedAt: deps.clock.now(),
      });
      return publicUserOf(auth.user.id);
    },

    async updateContact(auth: Authenticated, input: { phone_number: string; city_id?: number | undefined }) {
      if (input.city_id !== undefined) {
        const missing = await lookupsService(deps).requireIds([{ field: 'city_id', lookup: 'cities', id: input.city_id, messageKey: 'v_city_required' }]);
        if (Object.keys(missing).length > 0) throw invalidFields(locale, missing);
      }
      await repo.updateUser(auth.user.id, {
        phoneNumber: input.phone_number,
        ...(input.city_id !== undefined ? { cityId: input.city_id } : {}),
        updatedAt: deps.clock.now(),
      });
      return publicUserOf(auth.user.id);
    },

    /** Removes the person and their files; the password confirms it is really them. */
    async deleteAccount(auth: Authenticated, password: string) {
      // A company's jobs and its applicants' applications must outlive it: it is closed, not deleted.
      if (auth.user.type === 'company') return companyClosureService(request).close(auth, auth.user.id, password);
      if (!(await deps.passwords.verify(auth.user.passwordHash, password))) {
        throw invalidFields(locale, { password: 'v_current_password_wrong' });
      }
      const userId = auth.user.id;
      // Every file the person keeps on their CVs: uploaded CVs, photos, and the attachments of references, awards and
      // the rest. What they sent with applications is the application's, and stays with it.
      const [cvFiles, attachments] = await Promise.all([
        deps.db.select({ file: cvs.fileKey, photo: cvs.photoKey }).from(cvs).where(eq(cvs.userId, userId)),
        deps.db.select({ file: cvAttachments.fileKey }).from(cvAttachments).innerJoin(cvs, eq(cvs.id, cvAttachments.cvId)).where(eq(cvs.userId, userId)),
      ]);
      const fileKeys = [...cvFiles.flatMap((row) => [row.file, row.photo]), ...attachments.map((row) => row.file)].filter((key): key is string => Boolean(key));
      // Applications, once they exist, keep their job's history without the person: they are anonymised here.
      await deps.db.batch([
        deps.db.delete(cvs).where(eq(cvs.userId, userId)),
        deps.db.delete(sessions).where(eq(sessions.userId, userId)),
        deps.db.delete(users).where(eq(users.id, userId)),
      ]);
      for (const key of fileKeys) {
        await deps.blobs.delete(key).catch((error: unknown) => log.warn('file of deleted account not removed', { key, ...describeError(error) }));
      }
    },
  };
}
