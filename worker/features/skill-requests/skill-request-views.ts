import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { Locale } from '../../ports';
import { namesOf } from './skill-names';
import type { ListedRequest } from './skill-requests.repo';
import type { AdminSkillRequest, OwnSkillRequest } from './skill-requests.schemas';

export function ownView({ request, skill }: ListedRequest, locale: Locale): OwnSkillRequest {
  return {
    id: request.id,
    name: request.name,
    status: request.status,
    job_id: request.jobId,
    skill: skill ? { id: skill.id, name: namesOf(skill)[locale] } : null,
    reason: request.reason,
    created_at: request.createdAt.toISOString(),
    reviewed_at: request.reviewedAt?.toISOString() ?? null,
  };
}

export function adminView(row: ListedRequest, locale: Locale): AdminSkillRequest {
  return {
    ...ownView(row, locale),
    company_id: row.request.companyId,
    company_name: row.companyName,
    company_locale: row.companyLocale,
    job_title: row.jobTitle,
    skill_names: row.skill ? namesOf(row.skill) : null,
  };
}

const readCursor = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** Lists are keyset-paged by id, newest first: the cursor holds the last id shown. */
export const beforeIdOf = (cursor: string | undefined, locale: Locale) => (cursor ? decodeCursor(cursor, locale, readCursor) : undefined);

/** A page of `limit` rows out of `limit + 1` read, and the next page's cursor (null after the last). */
export function pageOf<Row, View>(rows: Row[], limit: number, idOf: (row: Row) => number, view: (row: Row) => View) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(view), next_cursor: rows.length > limit && last ? encodeCursor(idOf(last)) : null };
}
