import type { ProgramRow } from './programs.repo';
import { type AdminProgramView, kindPaths, type ProgramView } from './programs.schemas';

/** When registration closes: the deadline, or the start when the admin set none. */
export const closesAt = (row: ProgramRow): Date => row.registrationDeadline ?? row.startsAt;

/**
 * The image's address. It carries a version (the key's random part) so that a replaced image is not read from a
 * cache; the route ignores the query and answers the current image.
 */
export function imageUrlOf(row: ProgramRow): string | null {
  if (!row.imageKey) return null;
  const version = row.imageKey.split('/').pop()?.split('.')[0] ?? '';
  return `/api/v1/${kindPaths[row.kind]}/${row.id}/image?v=${version}`;
}

export interface SeatFacts {
  /** Active seats taken. */
  taken: number;
  /** Whether the reader holds one: null when the reader is not a signed-in seeker. */
  held: boolean | null;
}

export function programView(row: ProgramRow, seats: SeatFacts, now: Date): ProgramView {
  const seatsLeft = row.capacity === null ? null : Math.max(0, row.capacity - seats.taken);
  const open = row.status === 'published' && closesAt(row) > now && (seatsLeft === null || seatsLeft > 0 || seats.held === true);
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    title: row.title,
    description: row.description,
    language: row.language,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    place: row.place,
    online_url: row.onlineUrl,
    image_url: imageUrlOf(row),
    capacity: row.capacity,
    seats_left: seatsLeft,
    registration_closes_at: closesAt(row).toISOString(),
    registration_open: open,
    registered: seats.held,
  };
}

export function adminProgramView(row: ProgramRow, taken: number, now: Date): AdminProgramView {
  return {
    ...programView(row, { taken, held: null }, now),
    status: row.status,
    registration_deadline: row.registrationDeadline?.toISOString() ?? null,
    registered_count: taken,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
