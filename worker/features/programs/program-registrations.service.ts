import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import type { StoredBlob } from '../../ports';
import type { RequestInfo } from '../../http/request-info';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { type ProgramRow, programsRepo, type UpcomingCursor } from './programs.repo';
import type { ProgramKind, ProgramsPage, ProgramView, RegistrationView, UpcomingQuery } from './programs.schemas';
import { closesAt, programView } from './programs.views';

const readCursor = (value: unknown): UpcomingCursor | undefined => {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [startsAt, id] = value as unknown[];
  return typeof startsAt === 'number' && typeof id === 'number' && Number.isInteger(id) ? { startsAt, id } : undefined;
};

/** The reader's seeker id, or null: only seekers hold seats, so only they are told whether they hold one. */
const seekerOf = (auth: Authenticated | undefined) => (auth?.user.type === 'account' ? auth.user.id : null);

/** What seekers and visitors do with programs and events: browse the upcoming ones, take and give back a seat. */
export function programRegistrationsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = programsRepo(deps.db);
  const now = () => deps.clock.now();

  async function views(rows: ProgramRow[], seekerId: number | null): Promise<ProgramView[]> {
    const ids = rows.map((row) => row.id);
    const [counts, held] = await Promise.all([repo.seatCounts(ids), seekerId === null ? null : repo.heldBy(seekerId, ids)]);
    const at = now();
    return rows.map((row) => programView(row, { taken: counts.get(row.id) ?? 0, held: held ? held.has(row.id) : null }, at));
  }

  /** Published or archived (an archived one stays readable for those who registered); a draft is not found. */
  async function visible(kind: ProgramKind, id: number): Promise<ProgramRow> {
    const row = await repo.one(kind, id);
    if (!row || row.status === 'draft') throw new AppError('not_found');
    return row;
  }

  const one = async (kind: ProgramKind, id: number, seekerId: number | null) => (await views([await visible(kind, id)], seekerId))[0] as ProgramView;

  return {
    /** Published items that have not ended, soonest first; `page_size` per page (docs/product.md#programs-and-events), then `next_cursor`. */
    async upcoming(kind: ProgramKind, query: UpcomingQuery, auth: Authenticated | undefined): Promise<ProgramsPage<ProgramView>> {
      const after = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const rows = await repo.upcomingPage(kind, now(), after, query.page_size + 1);
      const page = rows.slice(0, query.page_size);
      const last = page[page.length - 1];
      return {
        items: await views(page, seekerOf(auth)),
        next_cursor: rows.length > query.page_size && last ? encodeCursor([last.startsAt.getTime(), last.id]) : null,
      };
    },

    one: (kind: ProgramKind, id: number, auth: Authenticated | undefined) => one(kind, id, seekerOf(auth)),

    /** The seeker's seats for a kind, with their items, soonest first (past ones too, for the record). */
    async mine(auth: Authenticated, kind: ProgramKind): Promise<RegistrationView[]> {
      const rows = await repo.registrationsOf(auth.user.id, kind);
      const items = await views(
        rows.map((row) => row.item),
        auth.user.id,
      );
      return rows.map((row, index) => ({ id: row.registrationId, registered_at: row.registeredAt.toISOString(), item: items[index] as ProgramView }));
    },

    /**
     * Takes a seat. The statement itself checks capacity, so twenty requests for five seats give five seats; the
     * reason for a refusal is read afterwards: already registered, closed meanwhile, or full.
     */
    async register(auth: Authenticated, kind: ProgramKind, id: number): Promise<RegistrationView> {
      const row = await visible(kind, id);
      if (row.status !== 'published' || closesAt(row) <= now()) throw new AppError('registration_closed');
      const taken = await repo.register(id, auth.user.id, now());
      if (!taken) {
        if ((await repo.heldBy(auth.user.id, [id])).has(id)) throw new AppError('already_registered');
        const current = await visible(kind, id);
        if (current.status !== 'published' || closesAt(current) <= now()) throw new AppError('registration_closed');
        throw new AppError('full');
      }
      return { id: taken.id, registered_at: taken.createdAt.toISOString(), item: await one(kind, id, auth.user.id) };
    },

    /** Gives the seat back, until the item starts; a seat not held is not found. */
    async cancel(auth: Authenticated, kind: ProgramKind, id: number): Promise<ProgramView> {
      const row = await visible(kind, id);
      if (row.startsAt <= now()) throw new AppError('program_started');
      if (!(await repo.cancel(id, auth.user.id, now()))) throw new AppError('not_found');
      return one(kind, id, auth.user.id);
    },

    /** The image of a published or archived item; admins also see a draft's. */
    async image(kind: ProgramKind, id: number, auth: Authenticated | undefined): Promise<StoredBlob> {
      const row = await repo.one(kind, id);
      const readable = row && (row.status !== 'draft' || auth?.user.type === 'admin');
      const blob = readable && row.imageKey ? await deps.blobs.get(row.imageKey) : null;
      if (!blob || !blob.contentType.startsWith('image/')) throw new AppError('not_found');
      return blob;
    },
  };
}
