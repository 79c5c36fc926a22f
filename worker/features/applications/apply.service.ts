import { AppError } from '../../http/errors';
import { hasProvenAddress } from '../auth/pending-applicant.service';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { checkUpload, cvFileRule } from '../../platform/file-type';
import { cleanFileName } from '../../platform/file-name';
import type { RequestInfo } from '../../http/request-info';
import { isDraftCv, ownCvOf } from '../cvs/cv-detail.service';
import { jobCardsService } from '../jobs/job-cards.service';
import { isOpen } from '../jobs/job-state.service';
import { notify } from '../notifications/notices.service';
import { matchService } from '../matching/match.service';
import { screeningService } from '../matching/screening.service';
import { mailNewApplication } from './applicant-notices';
import { toSeekerApplication } from './apply-view';
import { type ApplicationRow, applicationsRepo } from './applications.repo';
import type { ApplyFields, SeekerApplication } from './applications.schemas';
import { applicationFolder, frozenCvService, removeBlobs } from './frozen-cv';

/**
 * A made CV's PDF is rendered after the reply (ctx.waitUntil): docs/decisions/0010-frozen-cv.md has the measurements.
 * Without an execution context (Node) it is rendered before the reply.
 */
const renderFrozenPdfAfterReply = true;
/**
 * The render is CPU work on the isolate's one thread: started at once, it holds back the reply it follows (under
 * wrangler dev it measured no faster than rendering in the request; 0010 has the figures). A short wait lets the reply go first.
 */
const replyHeadStartMs = 25;
const afterHeadStart = <T>(work: () => Promise<T>) => new Promise((done) => setTimeout(done, replyHeadStartMs)).then(work);

/** True for the unique (job, seeker) index refusing a second row, on libSQL and on D1, through Drizzle's wrapper. */
function isDuplicateApplication(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/UNIQUE constraint failed: applications\./.test(current.message)) return true;
  }
  return false;
}

/**
 * Submits an application for `seekerId` (signed in, or just verified by the unsigned flow): every rule of
 * `POST /account/jobs/apply`, the frozen CV, one batch for the row, its ticked requirements and its first event,
 * then the mails and (for a CV made here) the PDF, after the reply where the platform allows it.
 */
export async function submitApplication(request: RequestInfo, seekerId: number, fields: ApplyFields, statementFile?: File): Promise<SeekerApplication> {
  const { deps, locale } = request;
  const repo = applicationsRepo(deps.db);
  const now = deps.clock.now();

  // One round of reads in parallel: every rule below is decided from these.
  const screening = screeningService(request);
  const [found, cv, requirements, seeker, appliedBefore, questions, scored] = await Promise.all([
    jobCardsService(deps.db).job(fields.job_id, locale),
    ownCvOf(deps.db, seekerId, fields.cv_id),
    repo.requirementsOf(fields.job_id),
    repo.user(seekerId),
    repo.exists(fields.job_id, seekerId),
    screening.questionsOf(fields.job_id),
    matchService(request).forApplication(seekerId, fields.cv_id, fields.job_id),
  ]);
  // A draft (never published) or a job of an unapproved company is not public: it does not exist for a seeker.
  if (!found || !seeker || found.companyStatus !== 'approved' || (found.job.state === 'draft' && !found.job.deletedAt)) throw new AppError('not_found');
  // An unsigned applicant's placeholder account applies only through its e-mail code (unsigned.service.ts).
  if (!hasProvenAddress(seeker)) throw new AppError('account_email_unverified');
  if (!isOpen(found.job, now)) throw new AppError('job_not_open');
  if (!cv) throw new AppError('not_found');

  const ticked = [...new Set(fields.job_qualification_ids)];
  const problems: Record<string, string> = {};
  if (isDraftCv(cv)) problems.cv_id = 'v_cv_incomplete';
  if (ticked.some((id) => !requirements.some((requirement) => requirement.id === id))) problems.job_qualification_ids = 'v_requirements_invalid';
  else if (requirements.length > 0 && ticked.length === 0) problems.job_qualification_ids = 'v_requirement_tick_required';
  if (!fields.personal_statement && !statementFile) problems.personal_statement = 'v_statement_required';
  if (Object.keys(problems).length > 0) throw invalidFields(locale, problems);
  // A failed knock-out is not refused: the seeker was told before submitting, and the company sees it as "Not a fit".
  const outcome = screening.screen(questions, fields.answers);

  // The usual case of a second application; the unique index below still decides when two arrive at once.
  if (appliedBefore) throw new AppError('already_applied');

  const statement = statementFile ? await checkUpload(statementFile, cvFileRule) : undefined;
  const folder = applicationFolder();
  const written: string[] = [];
  const applicantName = cv.fullName ?? seeker.fullName ?? seeker.email;
  let application: ApplicationRow | undefined;
  try {
    const statementKey = statement ? `${folder}/statement.${statement.extension}` : null;
    if (statement && statementKey) {
      await deps.blobs.put(statementKey, statement.bytes, statement.mime);
      written.push(statementKey);
    }
    const frozen = await frozenCvService(request).freeze(cv, folder);
    written.push(...frozen.keys);
    const [inserted] = await deps.db.batch([
      ...repo.submitStatements(
        {
          jobId: found.job.id,
          seekerId,
          cvId: cv.id,
          stage: 'applied',
          personalStatement: fields.personal_statement,
          statementFileKey: statementKey,
          statementFileName: statement && statementFile ? cleanFileName(statementFile.name, `statement.${statement.extension}`) : null,
          statementFileType: statement?.mime ?? null,
          statementFileSize: statement?.bytes.byteLength ?? null,
          fullName: applicantName,
          email: cv.email ?? seeker.email,
          phone: cv.phoneNum ?? seeker.phoneNumber,
          ...frozen.columns,
          requirementsTicked: ticked.length,
          requirementsTotal: requirements.length,
          stageChangedAt: now,
          createdAt: now,
          updatedAt: now,
        },
        ticked,
      ),
      ...screening.applicationStatements(repo.applicationOf(found.job.id, seekerId), seekerId, found.job.id, questions, fields.answers, outcome, scored),
    ]);
    application = inserted[0];
  } catch (error) {
    await removeBlobs(deps.blobs, written);
    if (isDuplicateApplication(error)) throw new AppError('already_applied');
    throw error;
  }
  if (!application) throw new AppError('internal', { message: 'The application just saved could not be read back.' });

  const saved = application;
  await notify(request, { kind: 'new_applicant', to: 'company', about: saved.id, at: now });
  const frozen = frozenCvService(request);
  const renderInRequest = !renderFrozenPdfAfterReply || !request.waitUntil;
  if (renderInRequest) {
    await frozen.renderQuietly(saved);
    saved.cvFileKey = (await repo.byJobAndSeeker(found.job.id, seekerId))?.cvFileKey ?? null;
  }
  const view = toSeekerApplication(
    saved,
    found,
    requirements.filter((requirement) => ticked.includes(requirement.id)),
    [{ toStage: 'applied', createdAt: now }],
    now,
  );
  // Started only once the reply is ready: work after the reply must not take the CPU from the reply itself.
  const afterReply = () =>
    Promise.all([
      mailNewApplication(deps, { seekerId, companyId: found.job.companyId, jobTitle: found.job.title, companyName: found.companyName, applicantName }).catch(
        (error: unknown) => log.error('applying mails not sent', { application_id: saved.id, ...describeError(error) }),
      ),
      renderInRequest ? undefined : afterHeadStart(() => frozen.renderQuietly(saved)),
    ]);
  if (request.waitUntil) request.waitUntil(afterReply());
  else await afterReply();
  return view;
}
