import { sql } from 'drizzle-orm';
import { companies, cvs, users } from '../../../db/schema';
import { AppError, type ErrorCode } from '../../http/errors';
import { invalidFields } from '../../http/validation';
import { randomToken } from '../../platform/crypto';
import { checkUpload, cvFileRule, logoRule, type UploadRule } from '../../platform/file-type';
import { cleanFileName } from '../../platform/file-name';
import { removePendingApplicants } from '../applications/unsigned-applicants.service';
import { isPendingApplicant } from './pending-applicant.service';
import { companyColumns } from '../companies/companies.service';
import { creditsService } from '../credits/credits.service';
import { lookupsService } from '../lookups/lookups.service';
import { authRepo, type CodeAccountType } from './auth.repo';
import { type CodeChannel, type CodeChannelRequest, isPhoneAddress, type RegisterAccountInput, type RegisterCompanyInput } from './auth.schemas';
import { deliverCode } from './sign-in-address';
import { captchaService } from './captcha.service';
import type { RequestInfo } from '../../http/request-info';
import { emailCodesService } from './email-codes.service';
import { sessionsService } from './sessions.service';
import { codeResendCooldownMs, throttleRules, throttleService } from './throttle.service';

/** After its code is verified, an address may be registered within this time. */
const verifiedEmailLifetimeMs = 60 * 60 * 1000;

export type SendCodeOutcome = 'code_sent' | 'email_taken_code_sent' | 'verified_email_exists';

/** An address's own answer when it is taken or unproven: the e-mail wording, or the phone's (issue 28). */
const answerFor = (address: string, email: ErrorCode, phone: ErrorCode) => new AppError(isPhoneAddress(address) ? phone : email);

/**
 * Sends a new sign-up code to the address (an e-mail, or a phone over its first channel that takes it): at least 30 s
 * after the previous one and at most 5 an hour; the code is withdrawn when nothing could carry it. Returns when it
 * expires and how it went.
 */
export async function sendSignupCode(
  request: RequestInfo,
  address: string,
  type: CodeAccountType,
  requested?: CodeChannelRequest,
): Promise<{ expiresAt: Date; channel: CodeChannel }> {
  const { deps } = request;
  const repo = authRepo(deps.db);
  const codes = emailCodesService(deps, repo);
  const target = { email: address, accountType: type, purpose: 'signup' } as const;
  const previous = await repo.latestCode(address, type, 'signup');
  const sinceLast = previous ? deps.clock.now().getTime() - previous.createdAt.getTime() : Number.POSITIVE_INFINITY;
  if (sinceLast < codeResendCooldownMs) {
    throw new AppError('rate_limited', { retryAfterSeconds: Math.ceil((codeResendCooldownMs - sinceLast) / 1000) });
  }
  await throttleService(deps, repo).hit(throttleRules.codeSendPerAddress, address);
  const { code, expiresAt } = await codes.issue(target);
  try {
    return { expiresAt, channel: await deliverCode(request, address, 'signup', code, requested) };
  } catch (error) {
    await codes.withdraw(target);
    throw error instanceof AppError ? error : new AppError('mail_failed', { cause: error });
  }
}

export function signupService(request: RequestInfo) {
  const { deps, locale, ip } = request;
  const repo = authRepo(deps.db);
  const codes = emailCodesService(deps, repo);
  const throttle = throttleService(deps, repo);

  /** Companies keep e-mail (their people need it): a phone number signs in job seekers only. */
  function refusePhoneForCompany(address: string, type: CodeAccountType) {
    if (type === 'company' && isPhoneAddress(address)) throw invalidFields(locale, { phone: 'v_company_needs_email' });
  }

  /** Sends a sign-up code; the reply depends on what already exists for the address (docs/product.md#sign-up-and-e-mail-codes). */
  async function sendCode(
    address: string,
    type: CodeAccountType,
    requested?: CodeChannelRequest,
  ): Promise<{ outcome: SendCodeOutcome; expiresAt?: Date; channel?: CodeChannel }> {
    refusePhoneForCompany(address, type);
    const existing = await repo.userByAddress(address);
    // An unsigned applicant still waiting for their code holds the address only until someone proves it: verifyEmail
    // then replaces them, whatever the type of the new account.
    if (existing && !isPendingApplicant(existing) && existing.type !== type) throw answerFor(address, 'email_already_verified', 'phone_in_use');
    if (existing?.emailVerifiedAt || existing?.phoneVerifiedAt) throw answerFor(address, 'email_exists_login', 'phone_exists_login');
    if (!existing && (await repo.verifiedEmail(address, type, deps.clock.now()))) return { outcome: 'verified_email_exists' };
    const { expiresAt, channel } = await sendSignupCode(request, address, type, requested);
    return { outcome: existing ? 'email_taken_code_sent' : 'code_sent', expiresAt, channel };
  }

  async function requireVerifiedAddress(address: string, type: CodeAccountType): Promise<void> {
    const existing = await repo.userByAddress(address);
    const proven = await repo.verifiedEmail(address, type, deps.clock.now());
    if (existing && proven && isPendingApplicant(existing)) await removePendingApplicants(deps, [existing.id]);
    else if (existing) {
      const verified = existing.emailVerifiedAt || existing.phoneVerifiedAt;
      throw verified ? answerFor(address, 'email_exists_login', 'phone_exists_login') : answerFor(address, 'email_in_use', 'phone_in_use');
    }
    if (!proven) throw answerFor(address, 'email_not_verified_yet', 'phone_not_verified_yet');
  }

  async function storeUpload(file: File | undefined, rule: UploadRule, folder: string) {
    if (!file) return undefined;
    const checked = await checkUpload(file, rule);
    const key = `${folder}/${randomToken(18)}.${checked.extension}`;
    await deps.blobs.put(key, checked.bytes, checked.mime);
    return { key, checked, name: cleanFileName(file.name) };
  }

  /** Runs the writes; on failure removes the file stored for them, so nothing is left half made. */
  async function withUploadedFile<T>(key: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (key) await deps.blobs.delete(key).catch(() => undefined);
      throw error;
    }
  }

  const userIdOf = (address: string) => sql`(select id from users where ${isPhoneAddress(address) ? sql`phone` : sql`email`} = ${address})`;

  async function startSession(address: string) {
    const user = await repo.userByAddress(address);
    if (!user) throw new AppError('internal', { message: 'The account just created could not be read back.' });
    const session = await sessionsService(deps, repo).start(user, request);
    return { user, ...session };
  }

  return {
    async sendVerificationCode(input: { address: string; type: CodeAccountType; captcha: string; channel?: CodeChannelRequest | undefined }) {
      await throttle.hit(throttleRules.codeSendPerIp, ip);
      await captchaService(deps, repo).require(input.captcha);
      return sendCode(input.address, input.type, input.channel);
    },

    async verifyEmail(input: { address: string; type: CodeAccountType; code: string }) {
      await throttle.hit(throttleRules.codeCheckPerIp, ip);
      await codes.consume({ email: input.address, accountType: input.type, purpose: 'signup' }, input.code);
      const now = deps.clock.now();
      const existing = await repo.userByAddress(input.address);
      if (existing && isPendingApplicant(existing)) await removePendingApplicants(deps, [existing.id]);
      else if (existing)
        await repo.updateUser(existing.id, isPhoneAddress(input.address) ? { phoneVerifiedAt: now, updatedAt: now } : { emailVerifiedAt: now, updatedAt: now });
      if (!existing || isPendingApplicant(existing))
        await repo.markEmailVerified(input.address, input.type, now, new Date(now.getTime() + verifiedEmailLifetimeMs));
    },

    async registerAccount(input: RegisterAccountInput, cvFile: File | undefined) {
      const address = input.address;
      await requireVerifiedAddress(address, 'account');
      const missing = await lookupsService(deps).requireIds([
        { field: 'gender_id', lookup: 'genders', id: input.gender_id, messageKey: 'v_gender_required' },
        { field: 'city_id', lookup: 'cities', id: input.city_id, messageKey: 'v_city_required' },
        { field: 'position_id', lookup: 'positions', id: input.position_id, messageKey: 'v_position_required' },
      ]);
      if (Object.keys(missing).length > 0) throw invalidFields(locale, missing);
      const passwordHash = await deps.passwords.hash(input.password);
      const upload = await storeUpload(cvFile, cvFileRule, 'cvs');
      const now = deps.clock.now();
      await withUploadedFile(upload?.key, () =>
        deps.db.batch([
          deps.db.insert(users).values({
            type: 'account',
            ...(isPhoneAddress(address) ? { email: '', phone: address, phoneVerifiedAt: now } : { email: address, emailVerifiedAt: now }),
            passwordHash,
            fullName: input.full_name,
            phoneNumber: input.phone_number,
            dob: input.dob,
            genderId: input.gender_id,
            cityId: input.city_id,
            positionId: input.position_id ?? null,
            locale,
            createdAt: now,
            updatedAt: now,
          }),
          repo.forgetVerifiedEmail(address),
          ...(upload
            ? [
                deps.db.insert(cvs).values({
                  userId: userIdOf(address),
                  title: upload.name.replace(/\.[^.]+$/, '') || upload.name,
                  fileKey: upload.key,
                  fileName: upload.name,
                  fileSize: upload.checked.bytes.byteLength,
                  fileType: upload.checked.type,
                  isDefault: true,
                  createdAt: now,
                  updatedAt: now,
                }),
              ]
            : []),
        ]),
      );
      return startSession(address);
    },

    async registerCompany(input: RegisterCompanyInput, logoFile: File | undefined) {
      await requireVerifiedAddress(input.email, 'company');
      const missing = await lookupsService(deps).requireIds([
        { field: 'sector_id', lookup: 'sectors', id: input.sector_id, messageKey: 'v_required_fields' },
        { field: 'employees_num_id', lookup: 'number_of_employees', id: input.employees_num_id, messageKey: 'v_employees_required' },
        { field: 'company_type_id', lookup: 'company_types', id: input.company_type_id, messageKey: 'v_company_type_required' },
        { field: 'headquarter_location_id', lookup: 'locations', id: input.headquarter_location_id, messageKey: 'v_headquarters_required' },
      ]);
      if (Object.keys(missing).length > 0) throw invalidFields(locale, missing);
      const passwordHash = await deps.passwords.hash(input.password);
      const upload = await storeUpload(logoFile, logoRule, 'logos');
      const now = deps.clock.now();
      await withUploadedFile(upload?.key, () =>
        deps.db.batch([
          deps.db.insert(users).values({
            type: 'company',
            email: input.email,
            emailVerifiedAt: now,
            passwordHash,
            fullName: input.legal_name,
            phoneNumber: input.phone_number,
            locale,
            createdAt: now,
            updatedAt: now,
          }),
          deps.db.insert(companies).values({
            ...companyColumns(input),
            userId: userIdOf(input.email),
            legalName: input.legal_name,
            sectorId: input.sector_id,
            employeesNumId: input.employees_num_id,
            companyTypeId: input.company_type_id,
            headquarterLocationId: input.headquarter_location_id,
            logoKey: upload?.key ?? null,
            updatedAt: now,
          }),
          repo.forgetVerifiedEmail(input.email),
          ...creditsService(deps).startingGrant(userIdOf(input.email), now),
        ]),
      );
      return startSession(input.email);
    },
  };
}
