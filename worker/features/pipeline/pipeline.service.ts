import { sql } from 'drizzle-orm';
import { applications } from '../../../db/schema';
import { matchService } from '../matching/match.service';
import { screeningService } from '../matching/screening.service';
import { jobRequirementsService } from '../matching/requirements.service';
import { AppError } from '../../http/errors';
import { afterReply, type RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import type { ApplicationStage } from '../applications/applications.schemas';
import { applicationsService } from '../applications/applications.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { companyNameOf } from '../companies/companies.service';
import { companyGate } from '../companies/company-gate.service';
import { notificationStatements, withdrawMoveNotices } from '../notifications/notices.service';
import { mailsNoticeSql } from '../push/notice-channels.service';
import { noticesAfterReply } from '../push/notice-delivery.service';
import { isMailedStage, stageMail } from './pipeline.mail';
import { type ApplicantsCursor, pipelineRepo } from './pipeline.repo';
import type {
  Applicant,
  ApplicantDetail,
  ApplicantNote,
  ApplicantsPage,
  ApplicantsQuery,
  BulkMoveInput,
  MoveResult,
  NoteInput,
  RatingInput,
  StageMoveInput,
  UndoResult,
} from './pipeline.schemas';
import { stageCounts, statementFileOf, toApplicant, toNote, toPipelineJob, toStageEvent } from './pipeline-views';
import { companyMoveStatements } from './stage-moves.service';

const readCursor = (value: unknown): ApplicantsCursor | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { k, i } = value as Record<string, unknown>;
  const key = typeof k === 'string' || typeof k === 'number' || k === null ? k : undefined;
  return key !== undefined && typeof i === 'number' && Number.isInteger(i) && i > 0 ? { key, id: i } : undefined;
};

/** The company's applicant pipeline (issue 13): lists, the applicant panel, stage moves with Undo, notes and ratings. */
export function pipelineService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = pipelineRepo(deps.db);

  /** Reading and moving applicants: approved companies only (company-gate.service.ts). */
  const approvedCompany = (auth: Authenticated): Promise<number> => companyGate(deps.db).approved(auth);

  async function ownApplication(companyId: number, applicationId: number) {
    const found = await repo.application(companyId, applicationId);
    if (!found || found.job.deletedAt) throw new AppError('not_found');
    return found;
  }

  /**
   * Tells the seekers of the applications that moved, after the reply: interview, offer and hired always; "not
   * selected" only when the company keeps that setting on.
   */
  async function tellSeekers(companyId: number, stage: ApplicationStage, applicationIds: readonly number[]) {
    if (applicationIds.length === 0 || !isMailedStage(stage)) return;
    if (stage === 'rejected' && !(await repo.mailsRejections(companyId))) return;
    await afterReply(
      request,
      'stage mail not sent',
      async () => {
        for (const seeker of await repo.recipients(applicationIds, mailsNoticeSql(deps, 'stage_changed'))) {
          if (seeker.mailed) await deps.mailer.send(stageMail(seeker.email, seeker.locale, stage, seeker.jobTitle, seeker.companyName));
        }
      },
      { stage, applications: applicationIds.length },
    );
  }

  /** One batch that moves the given applications (those still movable) and records an event for each. */
  async function moveMany(
    companyId: number,
    auth: Authenticated,
    ids: readonly number[],
    input: Omit<StageMoveInput, 'stage'> & { stage: ApplicationStage },
    extra?: ReturnType<typeof sql>,
  ) {
    const batchId = crypto.randomUUID();
    const at = deps.clock.now();
    const [, moved, written] = await deps.db.batch([
      ...companyMoveStatements(deps.db, {
        applicationIds: ids,
        companyId,
        actorId: auth.user.id,
        to: input.stage,
        reason: input.reason,
        note: input.note,
        batchId,
        at,
        extra,
      }),
      ...notificationStatements(deps.db, { kind: 'stage_changed', to: 'seeker', about: { movedBy: batchId }, at, extra: { batch: batchId } }),
    ]);
    await noticesAfterReply(request, written);
    return { batchId, moved: moved.map((row) => row.id) };
  }

  return {
    async applicants(auth: Authenticated, jobId: number, query: ApplicantsQuery): Promise<ApplicantsPage> {
      const companyId = await approvedCompany(auth);
      const job = await repo.job(companyId, jobId);
      if (!job || job.deletedAt) throw new AppError('not_found');
      const cursor = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const [rows, counts] = await Promise.all([repo.page(jobId, query, cursor), repo.counts(jobId)]);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      const byStage = stageCounts(counts);
      return {
        // Hires read from the same count as the board's columns, so the two never disagree.
        job: { ...toPipelineJob(job, deps.clock.now()), hires: byStage.hired },
        applicants: page.map(({ row, match }) => toApplicant(row, match)),
        counts: byStage,
        next_cursor: rows.length > query.limit && last ? encodeCursor({ k: last.sortKey, i: last.row.id }) : null,
      };
    },

    /** The applicant panel: the application, its requirements as a match, its history and the private notes. */
    async detail(auth: Authenticated, applicationId: number): Promise<ApplicantDetail> {
      const companyId = await approvedCompany(auth);
      const { row, job } = await ownApplication(companyId, applicationId);
      const applying = applicationsService(deps.db);
      const [requirements, ticked, events, notes, matched, answers, jobRequirements] = await Promise.all([
        applying.requirementsOf(row.jobId),
        applying.ticked(row.id),
        repo.events(row.id),
        repo.notes(row.id),
        matchService(request).ofApplication(row.id, row.jobId),
        screeningService(request).answersOf([row.id]),
        jobRequirementsService(request).forSeekers(row.jobId),
      ]);
      const tickedIds = new Set(ticked.map((item) => item.id));
      return {
        ...toApplicant(row),
        match: matched.summary,
        match_result: matched.result,
        job_requirements: jobRequirements,
        answers: answers.get(row.id) ?? [],
        job: toPipelineJob(job, deps.clock.now()),
        personal_statement: row.personalStatement,
        statement_file: statementFileOf(row),
        requirement_list: requirements.map((item) => ({ id: item.id, name: item.name, ticked: tickedIds.has(item.id) })),
        history: events.map((event) => toStageEvent(event, row.seekerId)),
        notes: notes.map(toNote),
      };
    },

    /** Any stage from any stage but the seeker's `withdrawn`; 409 when the applicant is already there or withdrew. */
    async move(auth: Authenticated, applicationId: number, input: StageMoveInput): Promise<{ application: Applicant; move: MoveResult }> {
      const companyId = await approvedCompany(auth);
      const { row } = await ownApplication(companyId, applicationId);
      if (row.stage === 'withdrawn') throw new AppError('application_withdrawn');
      if (row.stage === input.stage) throw new AppError('stage_unchanged');
      // Still in the stage just read: of two moves at once, the second finds it moved and answers 409.
      const { batchId, moved } = await moveMany(companyId, auth, [applicationId], input, sql`${applications.stage} = ${row.stage}`);
      if (moved.length === 0) throw new AppError('application_moved');
      await tellSeekers(companyId, input.stage, moved);
      const { row: after } = await ownApplication(companyId, applicationId);
      return { application: toApplicant(after), move: { batch_id: batchId, moved, skipped: [], stage: input.stage } };
    },

    /** Up to 100 in one batch; the ones that cannot move (not the company's, withdrawn, there already) are skipped. */
    async bulk(auth: Authenticated, input: BulkMoveInput): Promise<MoveResult> {
      const companyId = await approvedCompany(auth);
      const ids = [...new Set(input.ids)];
      const { batchId, moved } = await moveMany(companyId, auth, ids, input);
      await tellSeekers(companyId, input.stage, moved);
      const movedIds = new Set(moved);
      return { batch_id: batchId, moved, skipped: ids.filter((id) => !movedIds.has(id)), stage: input.stage };
    },

    /**
     * Reverses the moves of a batch (one move or a bulk one) whose applications are still where it left them, as a
     * new batch: an undo can itself be undone. Nobody is mailed: the seeker already knows where they were.
     */
    async undo(auth: Authenticated, batchId: string): Promise<UndoResult> {
      const companyId = await approvedCompany(auth);
      const events = await repo.batchEvents(companyId, batchId);
      if (events.length === 0) throw new AppError('not_found');
      const undoId = crypto.randomUUID();
      const now = deps.clock.now();
      // One pair of statements per (from, to) of the batch, whatever its size: a bulk move has a handful.
      const groups = new Map<string, { from: ApplicationStage; to: ApplicationStage; ids: number[] }>();
      for (const event of events) {
        if (event.from === null || event.now !== event.to) continue;
        const key = `${event.from}>${event.to}`;
        const group = groups.get(key) ?? { from: event.from, to: event.to, ids: [] };
        group.ids.push(event.applicationId);
        groups.set(key, group);
      }
      const statements = [...groups.values()].flatMap((group) =>
        companyMoveStatements(deps.db, {
          applicationIds: group.ids,
          companyId,
          actorId: auth.user.id,
          to: group.from,
          batchId: undoId,
          at: now,
          extra: sql`${applications.stage} = ${group.to}`,
        }),
      );
      const [first, ...rest] = statements;
      const results = first ? await deps.db.batch([first, ...rest, withdrawMoveNotices(deps.db, batchId)]) : [];
      const moved = results.flatMap((result) => (Array.isArray(result) ? result.map((row: { id: number }) => row.id) : []));
      const movedIds = new Set(moved);
      return { batch_id: undoId, moved, skipped: events.map((event) => event.applicationId).filter((id) => !movedIds.has(id)) };
    },

    async addNote(auth: Authenticated, applicationId: number, input: NoteInput): Promise<ApplicantNote> {
      const companyId = await approvedCompany(auth);
      await ownApplication(companyId, applicationId);
      const note = await repo.addNote(applicationId, auth.user.id, input.body, deps.clock.now());
      if (!note) throw new AppError('internal', { message: 'The note just saved could not be read back.' });
      return { id: note.id, body: note.body, author: await companyNameOf(deps.db, companyId), created_at: note.createdAt.toISOString() };
    },

    async rate(auth: Authenticated, applicationId: number, input: RatingInput): Promise<{ id: number; rating: number | null }> {
      const companyId = await approvedCompany(auth);
      await ownApplication(companyId, applicationId);
      await repo.setRating(applicationId, input.rating, deps.clock.now());
      return { id: applicationId, rating: input.rating };
    },
  };
}
