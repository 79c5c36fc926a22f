import { auditRow, auditStatement } from '../admin/audit.service';
import type { ProgramAuditVerb } from '../admin/admin.schemas';
import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { randomToken } from '../../platform/crypto';
import { checkUpload, type UploadRule } from '../../platform/file-type';
import { richTextForStorage } from '../../platform/rich-text';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { type ProgramRow, programsRepo } from './programs.repo';
import {
  type AdminProgramsQuery,
  type AdminProgramView,
  imageMaxBytes,
  imageTypes,
  type ProgramInput,
  type ProgramKind,
  type ProgramsPage,
  programCategories,
} from './programs.schemas';
import { adminProgramView } from './programs.views';

const imageRule = { allowed: imageTypes, maxBytes: imageMaxBytes } as const satisfies UploadRule;

/** The columns an input writes: times as instants, the description through the rich-text sanitiser. */
function columnsOf(input: ProgramInput) {
  return {
    category: input.category,
    title: input.title,
    description: richTextForStorage(input.description) ?? null,
    language: input.language,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    place: input.place,
    onlineUrl: input.online_url,
    capacity: input.capacity,
    registrationDeadline: input.registration_deadline ? new Date(input.registration_deadline) : null,
  };
}

/** What the audit log keeps of an item: its fields, not the bulky description. */
const auditedColumns = (row: Partial<ProgramRow>): Record<string, unknown> => {
  const { description: _description, ...rest } = row;
  return { ...rest, description_length: row.description?.length ?? 0 };
};

/** Admins write programs and events (issue 14); the routes check the admin role, this checks the rules. */
export function programsAdminService(request: RequestInfo, admin: Authenticated) {
  const { deps, locale } = request;
  const repo = programsRepo(deps.db);
  const now = () => deps.clock.now();

  async function found(kind: ProgramKind, id: number): Promise<ProgramRow> {
    const row = await repo.one(kind, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  async function view(row: ProgramRow): Promise<AdminProgramView> {
    const taken = (await repo.seatCounts([row.id])).get(row.id) ?? 0;
    return adminProgramView(row, taken, now());
  }

  /** A category of the other kind (a workshop sent as a program) is a field error. */
  function checkCategory(kind: ProgramKind, input: ProgramInput) {
    if (!(programCategories[kind] as readonly string[]).includes(input.category)) throw invalidFields(locale, { category: 'v_pe_category' });
  }

  /** An admin write: the change and its audit row (who, what, when, before and after) in one batch. */
  async function change(kind: ProgramKind, id: number, action: ProgramAuditVerb, set: Parameters<typeof repo.updateStatement>[2]): Promise<AdminProgramView> {
    const before = await found(kind, id);
    const at = now();
    const [rows] = await deps.db.batch([
      repo.updateStatement(kind, id, { ...set, updatedAt: at }),
      auditStatement(deps.db, {
        adminId: admin.user.id,
        action: `${kind}.${action}`,
        targetType: 'program',
        targetId: id,
        before: auditedColumns(before),
        after: auditedColumns({ ...before, ...set }),
        at,
      }),
    ]);
    const row = rows[0];
    if (!row) throw new AppError('not_found');
    return view(row);
  }

  return {
    async list(kind: ProgramKind, query: AdminProgramsQuery): Promise<ProgramsPage<AdminProgramView>> {
      const beforeId = query.cursor
        ? decodeCursor(query.cursor, locale, (value) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined))
        : undefined;
      const rows = await repo.adminPage(kind, query.status, beforeId, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const counts = await repo.seatCounts(page.map((row) => row.id));
      const last = page[page.length - 1];
      return {
        items: page.map((row) => adminProgramView(row, counts.get(row.id) ?? 0, now())),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last.id) : null,
      };
    },

    get: async (kind: ProgramKind, id: number) => view(await found(kind, id)),

    /** A new item is a draft until published. */
    async create(kind: ProgramKind, input: ProgramInput): Promise<AdminProgramView> {
      checkCategory(kind, input);
      const at = now();
      const row = await repo.insert({ kind, ...columnsOf(input), status: 'draft', createdBy: admin.user.id, createdAt: at, updatedAt: at });
      await auditRow(deps.db, {
        adminId: admin.user.id,
        action: `${kind}.create`,
        targetType: 'program',
        targetId: row.id,
        before: null,
        after: auditedColumns(row),
        at,
      });
      return view(row);
    },

    async update(kind: ProgramKind, id: number, input: ProgramInput): Promise<AdminProgramView> {
      checkCategory(kind, input);
      const row = await found(kind, id);
      const taken = (await repo.seatCounts([row.id])).get(row.id) ?? 0;
      if (input.capacity !== null && input.capacity < taken) throw invalidFields(locale, { capacity: 'v_pe_capacity_below' });
      return change(kind, id, 'update', columnsOf(input));
    },

    /** A draft is deleted; anything else is archived (its registrations and links stay meaningful). */
    async remove(kind: ProgramKind, id: number): Promise<{ deleted: true } | { deleted: false; item: AdminProgramView }> {
      const before = await found(kind, id);
      const removed = await repo.deleteDraft(kind, id);
      if (removed) {
        await auditRow(deps.db, {
          adminId: admin.user.id,
          action: `${kind}.delete`,
          targetType: 'program',
          targetId: id,
          before: auditedColumns(before),
          after: null,
          at: now(),
        });
        if (removed.imageKey) await deps.blobs.delete(removed.imageKey).catch((error: unknown) => log.warn('program image not removed', describeError(error)));
        return { deleted: true };
      }
      return { deleted: false, item: await change(kind, id, 'archive', { status: 'archived' }) };
    },

    async publish(kind: ProgramKind, id: number): Promise<AdminProgramView> {
      const row = await found(kind, id);
      return change(kind, id, 'publish', { status: 'published', publishedAt: row.publishedAt ?? now() });
    },

    archive: async (kind: ProgramKind, id: number) => {
      return change(kind, id, 'archive', { status: 'archived' });
    },

    /** The image's type is read from its bytes; the old file goes once the row points at the new one. */
    async setImage(kind: ProgramKind, id: number, file: File | undefined): Promise<AdminProgramView> {
      const row = await found(kind, id);
      if (!file) throw invalidFields(locale, { image: 'v_pe_image_required' });
      const checked = await checkUpload(file, imageRule);
      const key = `programs/${randomToken(18)}.${checked.extension}`;
      await deps.blobs.put(key, checked.bytes, checked.mime);
      const item = await change(kind, id, 'image', { imageKey: key, imageType: checked.type }).catch(async (error: unknown) => {
        await deps.blobs.delete(key).catch(() => undefined);
        throw error;
      });
      if (row.imageKey) await deps.blobs.delete(row.imageKey).catch((error: unknown) => log.warn('old program image not removed', describeError(error)));
      return item;
    },

    async removeImage(kind: ProgramKind, id: number): Promise<AdminProgramView> {
      const row = await found(kind, id);
      const item = await change(kind, id, 'image_remove', { imageKey: null, imageType: null });
      if (row.imageKey) await deps.blobs.delete(row.imageKey).catch((error: unknown) => log.warn('program image not removed', describeError(error)));
      return item;
    },
  };
}
