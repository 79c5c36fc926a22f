import { AppError } from '../../http/errors';
import type { FileReply } from '../../http/file-response';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { jobsService } from '../jobs/jobs.service';
import { type ApplicationRow, applicationsRepo } from './applications.repo';
import { frozenCvService } from './frozen-cv';

export type ApplicationFileKind = 'cv' | 'statement-file';

/**
 * The frozen files of an application: the company reads them only through an application to one of its own jobs and
 * only while approved, like the rest of its hiring (403 `company_not_approved`: a suspended company keeps no access to
 * applicants' CVs), the seeker only their own (another's id is 404). A made CV whose PDF is not rendered yet is
 * rendered now.
 */
export function applicationFilesService(request: RequestInfo) {
  const { deps } = request;
  const repo = applicationsRepo(deps.db);

  async function fileOf(application: ApplicationRow | undefined, kind: ApplicationFileKind): Promise<FileReply> {
    if (!application) throw new AppError('not_found');
    let row = application;
    if (kind === 'cv' && !row.cvFileKey && row.cvDataKey) {
      await frozenCvService(request).renderAndStore(row);
      row = (await repo.ownBySeeker(row.id, row.seekerId)) ?? row;
    }
    const [key, name] = kind === 'cv' ? [row.cvFileKey, row.cvFileName] : [row.statementFileKey, row.statementFileName];
    if (!key) throw new AppError('not_found');
    const blob = await deps.blobs.get(key);
    if (!blob) throw new AppError('not_found');
    return { ...blob, name: name ?? 'file', cacheControl: 'private, no-store' };
  }

  return {
    forCompany: async (auth: Authenticated, id: number, kind: ApplicationFileKind) => {
      const companyId = await jobsService(request).approvedCompany(auth);
      return fileOf(await repo.ownByCompany(id, companyId), kind);
    },
    forSeeker: async (auth: Authenticated, id: number, kind: ApplicationFileKind) => fileOf(await repo.ownBySeeker(id, auth.user.id), kind),
  };
}
