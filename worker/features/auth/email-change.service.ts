import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { authRepo } from './auth.repo';
import { codeMail, emailChangedMail } from './auth.mail';
import type { RequestInfo } from '../../http/request-info';
import { emailCodesService } from './email-codes.service';
import type { Authenticated } from './sessions.service';
import { codeResendCooldownMs, throttleRules, throttleService } from './throttle.service';

/** Changing the e-mail: the password proves the person, a code proves the new address. */
export function emailChangeService(request: RequestInfo) {
  const { deps, locale, ip } = request;
  const repo = authRepo(deps.db);
  const codes = emailCodesService(deps, repo);
  const codeTypeOf = (auth: Authenticated) => (auth.user.type === 'company' ? 'company' : 'account');

  return {
    async requestChange(auth: Authenticated, input: { password: string; new_email: string }) {
      if (!(await deps.passwords.verify(auth.user.passwordHash, input.password))) {
        throw invalidFields(locale, { password: 'v_current_password_wrong' });
      }
      if (input.new_email === auth.user.email || (await repo.userByEmail(input.new_email))) throw new AppError('email_in_use');
      const target = { email: input.new_email, accountType: codeTypeOf(auth), purpose: 'change_email' } as const;
      const previous = await repo.latestCode(target.email, target.accountType, target.purpose);
      const sinceLast = previous ? deps.clock.now().getTime() - previous.createdAt.getTime() : Number.POSITIVE_INFINITY;
      if (sinceLast < codeResendCooldownMs) {
        throw new AppError('rate_limited', { retryAfterSeconds: Math.ceil((codeResendCooldownMs - sinceLast) / 1000) });
      }
      await throttleService(deps, repo).hit(throttleRules.codeSendPerAddress, `change:${input.new_email}`);
      const { code, expiresAt } = await codes.issue(target);
      try {
        await deps.mailer.send(codeMail(input.new_email, locale, 'change_email', code));
      } catch (error) {
        await codes.withdraw(target);
        throw error instanceof AppError ? error : new AppError('mail_failed', { cause: error });
      }
      return { expiresAt };
    },

    async confirmChange(auth: Authenticated, input: { new_email: string; verification_code: string }) {
      await throttleService(deps, repo).hit(throttleRules.codeCheckPerIp, ip);
      await codes.consume({ email: input.new_email, accountType: codeTypeOf(auth), purpose: 'change_email' }, input.verification_code);
      if (await repo.userByEmail(input.new_email)) throw new AppError('email_in_use');
      const now = deps.clock.now();
      const previousEmail = auth.user.email;
      await repo.updateUser(auth.user.id, { email: input.new_email, emailVerifiedAt: now, updatedAt: now });
      try {
        await deps.mailer.send(emailChangedMail(previousEmail, locale, input.new_email));
      } catch (error) {
        log.warn('notice e-mail not sent', describeError(error));
      }
      return repo.userById(auth.user.id);
    },
  };
}
