import { sql } from 'drizzle-orm';
import { jobs } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { invalidFields } from '../../http/validation';
import { richTextForStorage } from '../../platform/rich-text';
import type { Authenticated } from '../auth/sessions.service';
import { afterReply, type RequestInfo } from '../../http/request-info';
import { companyGate } from '../companies/company-gate.service';
import { onJobPublished } from '../alerts/alert-delivery.service';
import { applicationsService } from '../applications/applications.service';
import { creditsService } from '../credits/credits.service';
import { followersToTell } from '../notifications/followers.service';
import { shareCardWanted } from '../seo/share-cards.service';
import { matchService } from '../matching/match.service';
import { jobRequirementsService, languagesOfInput, noMatchRequirements } from '../matching/requirements.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { boardChanged } from './job-search.service';
import { stateOf, storedStatesFor } from './job-state.service';
import { notTakenDown, refuseTakenDown } from './job-takedowns.service';
import { jobIndexText } from '../../shared/job-index-text';
import { toCompanyJob } from './job-views';
import { jobsRepo, type JobRow } from './jobs.repo';
import { deadlineDayOf, deadlineEndsAt, deadlineProblem, type CompanyJob, type JobInput, type JobMove, type JobState } from './jobs.schemas';

/** Where each move may start from (the reader's state, `expired` included) and where it leads. */
const moves: Record<Exclude<JobMove, 'publish'>, { from: JobState[]; to: 'published' | 'paused' | 'closed' | 'filled' }> = {
  pause: { from: ['published'], to: 'paused' },
  // A filled job is reopened when a hire falls through or more people are wanted (issue 23): marking filled is not final.
  reopen: { from: ['paused', 'filled'], to: 'published' },
  close: { from: ['published', 'paused', 'expired'], to: 'closed' },
  // Asked when hires reach the job's openings (issue 13); a filled job takes no more applications.
  fill: { from: ['published', 'paused', 'expired', 'closed'], to: 'filled' },
};

/**
 * Reopening publishes again without a credit, so a filled job is reopened only when it was open (published or paused)
 * as it was filled; one filled after it closed or expired would otherwise come back for free (issue 23).
 */
const reopenableFilledFrom: JobState[] = ['published', 'paused'];

export function jobsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = jobsRepo(deps.db);
  const credits = creditsService(deps);
  const applicants = applicationsService(deps.db);
  const matching = jobRequirementsService(request);
  const noMatching = { ...noMatchRequirements(), skills: [], questions: [] };

  // Drafts are prepared before approval; publishing and every later move need it (company-gate.service.ts).
  const gate = companyGate(deps.db);
  const approvedCompany = (auth: Authenticated) => gate.approved(auth);
  const preparingCompany = (auth: Authenticated) => gate.preparing(auth);

  /** The company's own job: another company's id (or a wrong one) is 404, a deleted draft 409. */
  async function ownJob(companyId: number, id: number): Promise<JobRow> {
    const job = await repo.byId(id);
    if (!job || job.companyId !== companyId) throw new AppError('not_found');
    if (job.deletedAt) throw new AppError('job_was_deleted');
    return job;
  }

  async function view(job: JobRow): Promise<CompanyJob> {
    const [row, requirements, counts, matched] = await Promise.all([
      repo.card(job.id, locale),
      repo.requirementsOf(job.id),
      applicants.applicantCounts([job.id]),
      matching.ofJobs([job.id]),
    ]);
    if (!row) throw new AppError('not_found');
    return toCompanyJob(row, requirements, matched.get(job.id) ?? noMatching, deps.clock.now(), counts.get(job.id));
  }

  /** Lookups that exist, a deadline ahead (unless unchanged), and the columns to store, index text included. */
  async function columnsFor(companyId: number, input: JobInput, previous?: JobRow) {
    const languageIds = languagesOfInput(input).map((language) => language.language_id);
    const [city, sector, position, jobType, knownLanguages, companyName, matchingProblems] = await Promise.all([
      repo.lookupNames('cities', input.city_id),
      repo.lookupNames('sectors', input.sector_id),
      repo.lookupNames('positions', input.position_id),
      repo.lookupNames('job_types', input.job_type_id),
      repo.knownLanguageIds(languageIds),
      repo.companyName(companyId),
      matching.problems(input),
    ]);
    const problems: Record<string, string> = { ...matchingProblems };
    if (!city) problems.city_id = 'v_job_city_required';
    if (!sector) problems.sector_id = 'v_job_sector_required';
    if (!position) problems.position_id = 'v_job_position_required';
    if (!jobType) problems.job_type_id = 'v_job_type_required';
    if (input.languages.length === 0 && languageIds.some((id) => !knownLanguages.has(id))) problems.language_ids = 'v_job_languages_invalid';
    const deadlineUnchanged = previous !== undefined && deadlineDayOf(previous.deadlineAt) === input.deadline;
    const deadline = deadlineUnchanged ? null : deadlineProblem(input.deadline, deps.clock.now());
    if (deadline) problems.deadline = deadline;
    if (Object.keys(problems).length > 0) throw invalidFields(locale, problems);

    const description = richTextForStorage(input.description) ?? null;
    const hasSalary = input.salary_min != null || input.salary_max != null;
    return {
      title: input.title,
      description,
      language: input.language,
      positionId: input.position_id,
      sectorId: input.sector_id,
      cityId: input.city_id,
      jobTypeId: input.job_type_id,
      workplace: input.workplace,
      experienceLevel: input.experience_level,
      salaryMin: input.salary_min ?? null,
      salaryMax: input.salary_max ?? null,
      salaryCurrency: hasSalary ? (input.salary_currency ?? null) : null,
      salaryVisible: hasSalary && input.salary_visible,
      languageIds: [...new Set(languageIds)],
      openings: input.openings,
      deadlineAt: deadlineEndsAt(input.deadline),
      ...jobIndexText({
        title: input.title,
        description,
        requirements: input.requirements,
        companyName,
        lookups: [city, sector, position, jobType],
        facts: {
          cityId: input.city_id,
          jobTypeId: input.job_type_id,
          sectorId: input.sector_id,
          positionId: input.position_id,
          workplace: input.workplace,
          experienceLevel: input.experience_level,
        },
      }),
    };
  }

  async function publish(companyId: number, job: JobRow): Promise<void> {
    if (job.state !== 'draft') throw new AppError('job_move_not_allowed');
    const deadline = deadlineProblem(deadlineDayOf(job.deadlineAt), deps.clock.now());
    if (deadline) throw invalidFields(locale, { deadline });
    const now = deps.clock.now();
    // One batch: the credit is spent only if the job is still a draft and the balance allows it, and the job is
    // published only if that credit row exists. Twenty publishes at once with five credits publish five.
    await deps.db.batch([credits.spendOnPublish(companyId, job.id, now), repo.publishPaid(companyId, job.id, now)]);
    const after = await ownJob(companyId, job.id);
    if (after.state === 'published' && after.publishedAt?.getTime() === now.getTime()) return;
    if (after.state !== 'draft') throw new AppError('job_move_not_allowed');
    throw new AppError('no_credits');
  }

  return {
    approvedCompany,

    async list(auth: Authenticated, query: { state?: JobState | undefined; cursor?: string | undefined; limit: number }) {
      const companyId = await preparingCompany(auth);
      const before = query.cursor ? decodeCursor(query.cursor, locale, (value) => (typeof value === 'number' ? value : undefined)) : undefined;
      const now = deps.clock.now();
      const rows = await repo.companyJobs(companyId, locale, query.state ? storedStatesFor(query.state, now) : undefined, before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const ids = page.map((row) => row.job.id);
      const [requirements, counts, matched] = await Promise.all([repo.requirementsOfJobs(ids), applicants.applicantCounts(ids), matching.ofJobs(ids)]);
      const jobsOnPage = page.map((row) =>
        toCompanyJob(row, requirements.get(row.job.id) ?? [], matched.get(row.job.id) ?? noMatching, now, counts.get(row.job.id)),
      );
      const last = page[page.length - 1];
      return { jobs: jobsOnPage, next_cursor: rows.length > query.limit && last ? encodeCursor(last.job.id) : null };
    },

    async get(auth: Authenticated, id: number) {
      return view(await ownJob(await preparingCompany(auth), id));
    },

    async create(auth: Authenticated, input: JobInput): Promise<CompanyJob> {
      const companyId = await preparingCompany(auth);
      const columns = await columnsFor(companyId, input);
      const now = deps.clock.now();
      await deps.db.batch([
        repo.insert({ ...columns, companyId, state: 'draft', createdAt: now, updatedAt: now }),
        repo.insertRequirementsOfNewest(companyId, input.requirements),
        ...matching.statements(sql`select max(${jobs.id}) from ${jobs} where ${jobs.companyId} = ${companyId}`, input),
      ]);
      const id = await repo.newestIdOf(companyId);
      if (!id) throw new AppError('internal', { message: 'The job just saved could not be read back.' });
      return view(await ownJob(companyId, id));
    },

    async update(auth: Authenticated, id: number, input: JobInput): Promise<CompanyJob> {
      const companyId = await preparingCompany(auth);
      const job = await ownJob(companyId, id);
      if (job.state === 'closed' || job.state === 'filled') throw new AppError('job_not_editable');
      const columns = await columnsFor(companyId, input, job);
      // The FTS row follows by trigger, inside the same batch: removed with the old folded text, added with the new.
      await deps.db.batch([
        repo.update(id, { ...columns, updatedAt: deps.clock.now() }),
        ...repo.replaceRequirements(id, input.requirements),
        ...matching.statements(id, input),
      ]);
      await boardChanged(deps.db, { jobIds: [id] });
      // Each application's match was frozen against the old requirements: scored again from its frozen CV facts.
      await afterReply(request, 'job edited: applicants scored again', () => matchService(request).rescoreApplications(id), { job: id });
      // Drafts get their card when published and paused jobs when reopened; an expired one given a later deadline now.
      if (job.state === 'published') await afterReply(request, 'job edited: share card queued', () => shareCardWanted(deps, id), { job: id });
      return view(await ownJob(companyId, id));
    },

    async remove(auth: Authenticated, id: number): Promise<void> {
      const companyId = await preparingCompany(auth);
      const job = await ownJob(companyId, id);
      if (job.state !== 'draft') throw new AppError('job_not_draft');
      const now = deps.clock.now();
      if (!(await repo.move(id, sql`${jobs.state} = 'draft'`, { deletedAt: now, updatedAt: now }))) throw new AppError('job_not_draft');
    },

    async move(auth: Authenticated, id: number, move: JobMove): Promise<CompanyJob> {
      // A company still waiting (or rejected) reaches its own drafts, but publishing them waits for its approval.
      const status = await gate.preparingStatus(auth);
      const companyId = auth.user.id;
      const job = await ownJob(companyId, id);
      if (status !== 'approved') throw new AppError('job_publish_needs_approval');
      await refuseTakenDown(deps.db, id);
      if (move === 'publish') {
        await publish(companyId, job);
        await boardChanged(deps.db, { jobIds: [id] });
        // Instant alerts, followers (and whoever else hears of new jobs) are told by the queue's consumer, not in this request.
        await afterReply(request, 'job published: queue message', () => onJobPublished(deps, id), { job: id });
        return view(await ownJob(companyId, id));
      }
      const now = deps.clock.now();
      const rule = moves[move];
      const current = stateOf(job, now);
      if (!rule.from.includes(current)) throw new AppError('job_move_not_allowed');
      const reopening = move === 'reopen' && current === 'filled';
      if (reopening && !(job.filledFrom && reopenableFilledFrom.includes(job.filledFrom))) throw new AppError('job_reopen_needs_new_posting');
      // The condition is checked again in the statement, so a concurrent move cannot be overwritten.
      const from = sql`${jobs.state} = ${job.state} and ${storedStatesFor(current, now)} and ${notTakenDown}`;
      // A fill remembers the state it came from (what a reopen may go back to); any other move forgets it.
      const filledFrom = move === 'fill' ? current : null;
      if (!(await repo.move(id, from, { state: rule.to, filledFrom, updatedAt: now }))) throw new AppError('job_move_not_allowed');
      await boardChanged(deps.db, { jobIds: [id] });
      // Reopening tells followers who were not told yet (those who followed during the pause); the others never twice.
      if (rule.to === 'published') {
        // Reopened: a card that is missing (or no longer what the job says) is drawn; an unchanged one is left as it is.
        await afterReply(
          request,
          'job reopened: followers and share card queued',
          async () => {
            await Promise.all([followersToTell(deps, id), shareCardWanted(deps, id)]);
          },
          { job: id },
        );
      }
      return view(await ownJob(companyId, id));
    },
  };
}
