import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { authRepo } from './auth.repo';
import { emailChangedMail } from './auth.mail';
import type { RequestInfo } from '../../http/request-info';
import { emailCodesService } from './email-codes.service';
import { isPhoneAddress } from './phone-address';
import type { Authenticated } from './sessions.service';
import { deliverCode } from './sign-in-address';
import { codeResendCooldownMs, throttleRules, throttleService } from './throttle.service';

/**
 * Changing (or adding) an address the account signs in with: the password proves the person, a code proves the new
 * address. An e-mail address for anyone; a mobile number for a job seeker (issue 28: companies keep e-mail), its code
 * sent over the Messenger's first channel that takes it.
 */
export function emailChangeService(request: RequestInfo) {
  const { deps, locale, ip } = request;
  const repo = authRepo(deps.db);
  const codes = emailCodesService(deps, repo);
  const codeTypeOf = (auth: Authenticated) => (auth.user.type === 'company' ? 'company' : 'account');
  const inUse = (address: string) => new AppError(isPhoneAddress(address) ? 'phone_in_use' : 'email_in_use');

  return {
    async requestChange(auth: Authenticated, input: { password: string; address: string }) {
      if (!(await deps.passwords.verify(auth.user.passwordHash, input.password))) {
        throw invalidFields(locale, { password: 'v_current_password_wrong' });
      }
      const current = isPhoneAddress(input.address) ? auth.user.phone : auth.user.email;
      if (input.address === current || (await repo.userByAddress(input.address))) throw inUse(input.address);
      const target = { email: input.address, accountType: codeTypeOf(auth), purpose: 'change_email' } as const;
      const previous = await repo.latestCode(target.email, target.accountType, target.purpose);
      const sinceLast = previous ? deps.clock.now().getTime() - previous.createdAt.getTime() : Number.POSITIVE_INFINITY;
      if (sinceLast < codeResendCooldownMs) {
        throw new AppError('rate_limited', { retryAfterSeconds: Math.ceil((codeResendCooldownMs - sinceLast) / 1000) });
      }
      await throttleService(deps, repo).hit(throttleRules.codeSendPerAddress, `change:${input.address}`);
      const { code, expiresAt } = await codes.issue(target);
      try {
        const channel = await deliverCode(request, input.address, 'change_email', code);
        return { expiresAt, channel };
      } catch (error) {
        await codes.withdraw(target);
        throw error instanceof AppError ? error : new AppError('mail_failed', { cause: error });
      }
    },

    async confirmChange(auth: Authenticated, input: { address: string; verification_code: string }) {
      await throttleService(deps, repo).hit(throttleRules.codeCheckPerIp, ip);
      await codes.consume({ email: input.address, accountType: codeTypeOf(auth), purpose: 'change_email' }, input.verification_code);
      if (await repo.userByAddress(input.address)) throw inUse(input.address);
      const now = deps.clock.now();
      if (isPhoneAddress(input.address)) {
        await repo.updateUser(auth.user.id, { phone: input.address, phoneVerifiedAt: now, updatedAt: now });
        return repo.userById(auth.user.id);
      }
      const previousEmail = auth.user.email;
      await repo.updateUser(auth.user.id, { email: input.address, emailVerifiedAt: now, updatedAt: now });
      try {
        await deps.mailer.send(emailChangedMail(previousEmail, locale, input.address));
      } catch (error) {
        log.warn('notice e-mail not sent', describeError(error));
      }
      return repo.userById(auth.user.id);
    },
  };
}
