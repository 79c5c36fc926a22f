import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { usersService } from '../auth/users.service';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { boardChanged } from '../jobs/job-search.service';
import { companyProfileRepo } from './company-profile.repo';

/**
 * `DELETE /companies/{id}` (docs/product.md#closing-a-company): a company closes its own account. Nothing is deleted
 * that others rely on: the company's jobs close and leave search, applications stay readable to their seekers with the
 * company's name, and everything that reaches the company (address, phone, password, sessions, files) is removed.
 */
export function companyClosureService(request: RequestInfo) {
  const { deps, locale } = request;

  return {
    async close(auth: Authenticated, companyId: number, password: string): Promise<void> {
      // Only the company's own id: any other is not found, whether or not such a company exists.
      if (auth.user.type !== 'company' || companyId !== auth.user.id) throw new AppError('not_found');
      if (!(await deps.passwords.verify(auth.user.passwordHash, password))) throw invalidFields(locale, { password: 'v_current_password_wrong' });
      const repo = companyProfileRepo(deps.db);
      const company = await usersService(deps.db).companyOf(companyId);
      if (!company) throw new AppError('not_found');
      const fileKeys = [company.logoKey, ...(await repo.attachmentKeys(companyId))];
      await deps.db.batch(repo.closeStatements(companyId, deps.clock.now()));
      await boardChanged(deps.db, { companyId });
      for (const key of fileKeys) {
        if (key) await deps.blobs.delete(key).catch((error: unknown) => log.warn('file of closed company not removed', { key, ...describeError(error) }));
      }
    },
  };
}
