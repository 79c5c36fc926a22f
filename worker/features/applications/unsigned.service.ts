import { sql } from 'drizzle-orm';
import { type UserRow, users } from '../../../db/schema';
import { AppError, toAppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { randomToken } from '../../platform/crypto';
import { captchaService } from '../auth/captcha.service';
import { emailCodesService } from '../auth/email-codes.service';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { sessionsService } from '../auth/sessions.service';
import { isPendingApplicant } from '../auth/pending-applicant.service';
import { sendSignupCode } from '../auth/signup.service';
import { isPhoneAddress } from '../auth/auth.schemas';
import { type ThrottleRule, throttleRules, throttleService } from '../auth/throttle.service';
import { usersService } from '../auth/users.service';
import { isDraftCv, ownCvOf } from '../cvs/cv-detail.service';
import { screeningService } from '../matching/screening.service';
import { isOpen } from '../jobs/job-state.service';
import { publicJobsService } from '../jobs/public-jobs.service';
import { lookupsService } from '../lookups/lookups.service';
import { applicationsRepo } from './applications.repo';
import { submitApplication } from './apply.service';
import { removePendingApplicants, sweepAbandonedApplicants } from './unsigned-applicants.service';
import { type PendingApplicationRow, unsignedRepo } from './unsigned.repo';
import {
  type PendingApplication,
  pendingApplicationLifetimeMs,
  type UnsignedCvInput,
  type UnsignedSignupInput,
  type UnsignedStartInput,
} from './unsigned.schemas';

/** A start costs a robot check and an argon2 hash: limited like the sign-up code it stands in for. */
export const unsignedThrottleRules = {
  startPerIp: { action: 'unsigned-start-ip', limit: 30, windowMs: 60 * 60 * 1000 },
  startPerAddress: { action: 'unsigned-start-address', limit: 5, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, ThrottleRule>;

/** The address is already used by another row: two starts with one address raced. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed/i.test(cause.message)) return true;
  }
  return false;
}

export function toPendingApplication(row: PendingApplicationRow, user: Pick<UserRow, 'bio'>): PendingApplication {
  return {
    job_id: row.jobId,
    cv_id: row.cvId,
    personal_statement: row.personalStatement ?? user.bio ?? '',
    job_qualification_ids: row.requirementIds,
    password_set: row.passwordSetAt !== null,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Applying without an account (docs/product.md#applying-without-an-account): details (a placeholder account with a
 * session, so the CV upload and the CV maker work), a CV, then e-mail and password. The application is held on the
 * server and sent once the e-mail code comes back.
 */
export function unsignedService(request: RequestInfo) {
  const { deps, locale, ip } = request;
  const accounts = usersService(deps.db);
  const repo = unsignedRepo(deps.db);
  const throttle = throttleService(deps);

  async function requireOpenJob(jobId: number): Promise<void> {
    const row = await publicJobsService(request).visibleJob(jobId);
    if (!isOpen(row.job, deps.clock.now())) throw new AppError('job_not_open');
  }

  /** A verified account keeps its address (409); an applicant still waiting for their code is replaced. */
  async function freeAddress(address: string, exceptUserId?: number): Promise<void> {
    const holder = await accounts.userByAddress(address);
    if (!holder || holder.id === exceptUserId) return;
    if (!isPendingApplicant(holder)) throw new AppError(isPhoneAddress(address) ? 'phone_exists_login' : 'email_exists_login');
    await removePendingApplicants(deps, [holder.id]);
  }

  /** The columns that make `address` the account's (an e-mail address, or a mobile number with no e-mail: issue 28). */
  const addressColumns = (address: string) => (isPhoneAddress(address) ? { email: '', phone: address } : { email: address, phone: null });
  /** The address the placeholder signs in with: its number when it has no e-mail address. */
  const addressOf = (user: Pick<UserRow, 'email' | 'phone'>) => user.email || user.phone || '';

  /** The signed-in applicant's open pending application; a verified account or an expired one has none. */
  async function pendingOf(auth: Authenticated): Promise<PendingApplicationRow> {
    const row = isPendingApplicant(auth.user) ? await repo.openPendingOf(auth.user.id, deps.clock.now()) : undefined;
    if (!row) throw new AppError('pending_application_missing');
    return row;
  }

  async function withAddressRace<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw isUniqueViolation(error) ? new AppError('email_in_use', { cause: error }) : error;
    }
  }

  return {
    async start(input: UnsignedStartInput, current: Authenticated | undefined) {
      await throttle.hit(unsignedThrottleRules.startPerIp, ip);
      await captchaService(deps).require(input.captcha);
      await throttle.hit(unsignedThrottleRules.startPerAddress, input.address);
      const missing = await lookupsService(deps).requireIds([
        { field: 'gender_id', lookup: 'genders', id: input.gender_id, messageKey: 'v_gender_required' },
        { field: 'city_id', lookup: 'cities', id: input.city_id, messageKey: 'v_city_required' },
        { field: 'position_id', lookup: 'positions', id: input.position_id, messageKey: 'v_position_required' },
      ]);
      if (Object.keys(missing).length > 0) throw invalidFields(locale, missing);
      await requireOpenJob(input.job_id);

      await sweepAbandonedApplicants(deps, deps.clock.now());
      await freeAddress(input.address);
      // Starting again from the same browser with another address leaves nothing behind under the first one.
      if (current && isPendingApplicant(current.user)) await removePendingApplicants(deps, [current.user.id]);

      // Nobody knows this password, and the e-mail is unverified: logging in with a password cannot succeed.
      const passwordHash = await deps.passwords.hash(randomToken(32));
      const now = deps.clock.now();
      await withAddressRace(() =>
        deps.db.batch([
          deps.db.insert(users).values({
            type: 'account',
            ...addressColumns(input.address),
            emailVerifiedAt: null,
            passwordHash,
            fullName: input.full_name,
            phoneNumber: input.phone,
            dob: input.date_of_birth,
            genderId: input.gender_id,
            cityId: input.city_id,
            positionId: input.position_id,
            bio: input.bio,
            locale,
            createdAt: now,
            updatedAt: now,
          }),
          repo.insertPending({
            userId: isPhoneAddress(input.address)
              ? sql`(select id from users where phone = ${input.address})`
              : sql`(select id from users where email = ${input.address})`,
            jobId: input.job_id,
            expiresAt: new Date(now.getTime() + pendingApplicationLifetimeMs),
            createdAt: now,
            updatedAt: now,
          }),
        ]),
      );
      const user = await accounts.userByAddress(input.address);
      const pending = user ? await repo.openPendingOf(user.id, now) : undefined;
      if (!user || !pending) throw new AppError('internal', { message: 'The applicant just created could not be read back.' });
      const session = await sessionsService(deps).start(user, request);
      return { user, pending: toPendingApplication(pending, user), ...session };
    },

    async current(auth: Authenticated) {
      return toPendingApplication(await pendingOf(auth), auth.user);
    },

    /** Step 2: the applicant's own CV (uploaded, or made and complete enough), the statement and the ticked requirements. */
    async attachCv(auth: Authenticated, input: UnsignedCvInput): Promise<PendingApplication> {
      const pending = await pendingOf(auth);
      await requireOpenJob(pending.jobId);
      const cv = await ownCvOf(deps.db, auth.user.id, input.cv_id);
      if (!cv) throw new AppError('not_found');
      if (isDraftCv(cv)) throw invalidFields(locale, { cv_id: 'v_cv_incomplete' });

      const requirementIds = [...new Set(input.job_qualification_ids ?? pending.requirementIds)];
      const ofJob = new Set((await applicationsRepo(deps.db).requirementsOf(pending.jobId)).map((requirement) => requirement.id));
      if (requirementIds.some((id) => !ofJob.has(id))) throw invalidFields(locale, { job_qualification_ids: 'v_requirements_invalid' });
      if (ofJob.size > 0 && requirementIds.length === 0) throw invalidFields(locale, { job_qualification_ids: 'v_requirement_tick_required' });

      // Judged now so a missing answer is asked for on this step; a failed knock-out is kept, as for every applicant.
      const screening = screeningService(request);
      const answers = input.answers ?? pending.answers;
      screening.screen(await screening.questionsOf(pending.jobId), answers);

      const changes = {
        cvId: cv.id,
        requirementIds,
        answers,
        ...(input.personal_statement !== undefined ? { personalStatement: input.personal_statement || null } : {}),
        updatedAt: deps.clock.now(),
      };
      await repo.updatePending(pending.id, changes);
      return toPendingApplication({ ...pending, ...changes }, auth.user);
    },

    /** Step 3: the address (it may be corrected here) and the password; mails the sign-up code. */
    async signup(auth: Authenticated, input: UnsignedSignupInput) {
      await throttle.hit(throttleRules.codeSendPerIp, ip);
      const pending = await pendingOf(auth);
      if (pending.cvId === null) throw invalidFields(locale, { cv_id: 'v_upload_or_create' });
      if (input.address !== addressOf(auth.user)) await freeAddress(input.address, auth.user.id);
      const passwordHash = await deps.passwords.hash(input.password);
      const now = deps.clock.now();
      await withAddressRace(() =>
        deps.db.batch([
          accounts.updateUser(auth.user.id, { ...addressColumns(input.address), passwordHash, updatedAt: now }),
          repo.updatePending(pending.id, { passwordSetAt: now, updatedAt: now }),
        ]),
      );
      const { expiresAt, channel } = await sendSignupCode(request, input.address, 'account');
      return { address: input.address, expiresAt, channel };
    },

    /**
     * The mailed code: the e-mail is verified, the sessions of the placeholder end and a new one starts, and the
     * application is sent. The account stands even when the application cannot be sent any more (the job closed
     * meanwhile, the CV was deleted): the reply then names why in `applicationError`.
     */
    async verify(auth: Authenticated, code: string) {
      await throttle.hit(throttleRules.codeCheckPerIp, ip);
      const pending = await pendingOf(auth);
      if (pending.passwordSetAt === null) throw new AppError('code_not_requested');
      const address = addressOf(auth.user);
      await emailCodesService(deps).consume({ email: address, accountType: 'account', purpose: 'signup' }, code);

      const now = deps.clock.now();
      const proven = isPhoneAddress(address) ? { phoneVerifiedAt: now } : { emailVerifiedAt: now };
      const verified = { ...proven, failedLogins: 0, lockouts: 0, lockedUntil: null, locale, updatedAt: now };
      await deps.db.batch([accounts.updateUser(auth.user.id, verified), accounts.revokeAllSessions(auth.user.id, now), accounts.forgetVerifiedEmail(address)]);
      const user: UserRow = { ...auth.user, ...verified };
      const session = await sessionsService(deps).start(user, request);

      const fields = {
        job_id: pending.jobId,
        cv_id: pending.cvId ?? 0,
        personal_statement: pending.personalStatement ?? user.bio ?? '',
        job_qualification_ids: pending.requirementIds,
        answers: pending.answers,
      };
      try {
        const application = await submitApplication(request, user.id, fields);
        await repo.updatePending(pending.id, { submittedAt: now, updatedAt: now });
        return { user, ...session, application, applicationError: null };
      } catch (error) {
        const failure = toAppError(error);
        if (failure.code === 'internal') log.error('unsigned application not sent', describeError(error));
        return { user, ...session, application: null, applicationError: failure.code };
      }
    },
  };
}
