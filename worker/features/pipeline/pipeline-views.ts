import { applicationStages, type ApplicationStage } from '../applications/applications.schemas';
import { stateOf } from '../jobs/job-state.service';
import { toApplicantMatch } from '../matching/match.service';
import type { ApplicantRow, PipelineRepo } from './pipeline.repo';
import type { Applicant, ApplicantNote, ApplicantsPage, StageEvent } from './pipeline.schemas';

const companyFilePath = (id: number, kind: 'cv' | 'statement-file') => `/api/v1/company/applications/${id}/${kind}`;

/** `match`: the application's stored match row (pipeline.repo's page joins it); null when not read or none. */
export function toApplicant(row: ApplicantRow, match: Parameters<typeof toApplicantMatch>[0] = null): Applicant {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    stage: row.stage,
    rating: row.rating,
    requirements: { ticked: row.requirementsTicked, total: row.requirementsTotal },
    match: toApplicantMatch(match),
    cv: { title: row.cvTitle, kind: row.cvKind, language: row.cvLanguage, url: companyFilePath(row.id, 'cv') },
    applied_at: row.createdAt.toISOString(),
    stage_changed_at: row.stageChangedAt.toISOString(),
  };
}

export const statementFileOf = (row: ApplicantRow) =>
  row.statementFileKey && row.statementFileName && row.statementFileType
    ? { name: row.statementFileName, type: row.statementFileType, size: row.statementFileSize ?? 0, url: companyFilePath(row.id, 'statement-file') }
    : null;

type JobColumns = NonNullable<Awaited<ReturnType<PipelineRepo['job']>>>;

export const toPipelineJob = (job: JobColumns, now: Date): ApplicantsPage['job'] => ({
  id: job.id,
  title: job.title,
  state: stateOf(job, now),
  openings: job.openings,
  hires: Number(job.hires),
});

export function stageCounts(rows: ReadonlyArray<{ stage: ApplicationStage; count: number }>): Record<ApplicationStage, number> {
  const counts = Object.fromEntries(applicationStages.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;
  for (const row of rows) counts[row.stage] = Number(row.count);
  return counts;
}

type EventRow = Awaited<ReturnType<PipelineRepo['events']>>[number];

export const toStageEvent = (row: EventRow, seekerId: number): StageEvent => ({
  id: row.id,
  from_stage: row.fromStage,
  to_stage: row.toStage,
  reason: row.reason,
  note: row.note,
  batch_id: row.batchId,
  by: row.actorId === null ? null : row.actorId === seekerId ? 'seeker' : 'company',
  at: row.createdAt.toISOString(),
});

type NoteRow = Awaited<ReturnType<PipelineRepo['notes']>>[number];

export const toNote = ({ note, author }: NoteRow): ApplicantNote => ({ id: note.id, body: note.body, author, created_at: note.createdAt.toISOString() });
