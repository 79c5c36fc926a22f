import { AppError } from '../../http/errors';
import type { Locale } from '../../ports';
import { type CardSummaryRow, jobCardsService, openCardOf } from '../jobs/job-cards.service';
import type { Named } from '../jobs/jobs.schemas';
import type { Database } from '../../../db/client';
import { type ApplicationRow, applicationsRepo } from './applications.repo';
import { type SeekerApplication, seekerStatusOf, type TimelineStep, withdrawableStages } from './applications.schemas';

/** Where the seeker reads the files of their own application (the company has its own paths). */
export const seekerCvPath = (id: number) => `/api/v1/account/applications/${id}/cv`;
export const seekerStatementFilePath = (id: number) => `/api/v1/account/applications/${id}/statement-file`;

/** Stage moves in the seeker's words; moves that read the same to the seeker (screening → shortlisted) are one step. */
export function timelineOf(events: ReadonlyArray<{ toStage: ApplicationRow['stage']; createdAt: Date }>): TimelineStep[] {
  const steps: TimelineStep[] = [];
  for (const event of events) {
    const status = seekerStatusOf[event.toStage];
    if (steps[steps.length - 1]?.status !== status) steps.push({ status, at: event.createdAt.toISOString() });
  }
  return steps;
}

/** One application as its seeker sees it (`SeekerApplication`), from what is already read. */
export function toSeekerApplication(
  application: ApplicationRow,
  card: CardSummaryRow,
  requirements: Named[],
  events: ReadonlyArray<{ toStage: ApplicationRow['stage']; createdAt: Date }>,
  now: Date,
): SeekerApplication {
  return {
    id: application.id,
    job: openCardOf(card, now),
    status: seekerStatusOf[application.stage],
    cv: {
      title: application.cvTitle,
      kind: application.cvKind,
      language: application.cvLanguage,
      file_url: application.cvFileKey ? seekerCvPath(application.id) : null,
    },
    personal_statement: application.personalStatement,
    statement_file:
      application.statementFileKey && application.statementFileName
        ? { name: application.statementFileName, url: seekerStatementFilePath(application.id) }
        : null,
    requirements,
    timeline: timelineOf(events),
    can_withdraw: withdrawableStages.includes(application.stage),
    applied_at: application.createdAt.toISOString(),
  };
}

/** One application as its seeker sees it, read from the database. */
export async function seekerApplicationView(db: Database, application: ApplicationRow, locale: Locale, now: Date): Promise<SeekerApplication> {
  const repo = applicationsRepo(db);
  const [card, requirements, events] = await Promise.all([
    jobCardsService(db).job(application.jobId, locale),
    repo.ticked(application.id),
    repo.events(application.id),
  ]);
  if (!card) throw new AppError('not_found');
  return toSeekerApplication(application, card, requirements, events, now);
}
