/**
 * Programs (training, internships) and events (job fairs, workshops), issue 14: the contract shared by the worker and
 * the client. Times travel as ISO 8601 and are stored in UTC; people enter and read them on Baghdad's clock.
 */
import { z } from 'zod';
import {
  allProgramCategories,
  type ProgramCategory,
  programCategories,
  type ProgramKind,
  programKinds,
  programLanguages,
  type ProgramStatus,
  programStatuses,
} from '../../../db/schema/program-values';
import { atMost, isoMoment, optionalHttpsLink, optionalText, richTextSchema } from '../../shared/fields.schemas';

export { allProgramCategories, programCategories, programKinds, programLanguages, programStatuses, type ProgramCategory, type ProgramKind, type ProgramStatus };

export const titleMaxLength = 200;
export const placeMaxLength = 300;
export const maxCapacity = 100_000;
/** Images: a photo or a poster, its type read from the bytes. */
export const imageTypes = ['jpeg', 'png', 'webp'] as const;
export const imageMaxBytes = 5 * 1024 * 1024;

/** The REST path word of each kind: `/admin/programs`, `/account/events/{id}/registration`. */
export const kindPaths = { program: 'programs', event: 'events' } as const satisfies Record<ProgramKind, string>;
export type KindPath = (typeof kindPaths)[ProgramKind];

const onlineUrl = optionalHttpsLink('v_pe_online_url');

const capacity = z.preprocess(
  (value) => (value === '' ? null : value),
  z.coerce
    .number({ error: 'v_pe_capacity' })
    .int({ error: 'v_pe_capacity' })
    .min(1, { error: 'v_pe_capacity' })
    .max(maxCapacity, { error: 'v_pe_capacity' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
);

/**
 * `POST|PUT /admin/programs` and `/admin/events`: the whole item (a PUT replaces every field but the image).
 * The category must belong to the kind (checked by the service, which knows the kind from the path).
 */
export const programInputSchema = z
  .object({
    category: z.enum(allProgramCategories, { error: 'v_pe_category' }),
    title: z.string({ error: 'v_pe_title' }).trim().min(1, { error: 'v_pe_title' }).max(titleMaxLength, atMost(titleMaxLength)),
    description: richTextSchema.optional(),
    language: z.enum(programLanguages, { error: 'v_pe_language' }),
    starts_at: isoMoment('v_pe_starts_at'),
    ends_at: isoMoment('v_pe_ends_at'),
    place: optionalText(placeMaxLength),
    online_url: onlineUrl,
    capacity,
    registration_deadline: isoMoment('v_pe_deadline')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (Date.parse(value.ends_at) <= Date.parse(value.starts_at)) issue('ends_at', 'v_pe_ends_before_start');
    if (!value.place && !value.online_url) issue('place', 'v_pe_place_or_link');
    if (value.registration_deadline && Date.parse(value.registration_deadline) > Date.parse(value.ends_at))
      issue('registration_deadline', 'v_pe_deadline_after_end');
  });
export type ProgramInput = z.output<typeof programInputSchema>;

/** Admin lists: every status unless one is asked for, newest first, keyset-paged. */
export const adminProgramsQuerySchema = z.object({
  status: z.enum(programStatuses, { error: 'v_invalid_value' }).optional(),
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'v_invalid_value' }).int().min(1).max(50).default(20),
});
export type AdminProgramsQuery = z.output<typeof adminProgramsQuerySchema>;

/** The REST contract's `GET /account/program-and-events/programs?page_size` (docs/product.md#programs-and-events): upcoming items, soonest first. */
export const upcomingQuerySchema = z.object({
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  page_size: z.coerce.number({ error: 'v_invalid_value' }).int().min(1).max(50).default(12),
});
export type UpcomingQuery = z.output<typeof upcomingQuerySchema>;

/** What anyone sees of a published item. */
export interface ProgramView {
  id: number;
  kind: ProgramKind;
  category: ProgramCategory;
  title: string;
  /** Sanitised HTML, or null. */
  description: string | null;
  language: (typeof programLanguages)[number];
  starts_at: string;
  ends_at: string;
  place: string | null;
  online_url: string | null;
  image_url: string | null;
  /** Null: no limit. */
  capacity: number | null;
  /** Null: no limit. */
  seats_left: number | null;
  /** When registration closes: the deadline, or the start when none was set. */
  registration_closes_at: string;
  /** Published, before its close, and with a seat left (or the reader already holds one). */
  registration_open: boolean;
  /** Whether the reading seeker holds a seat; null for anyone who is not a signed-in seeker. */
  registered: boolean | null;
}

/** What the admin sees besides: the raw fields and the counts. */
export interface AdminProgramView extends ProgramView {
  status: ProgramStatus;
  registration_deadline: string | null;
  registered_count: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A seeker's seat, with the item it is for. */
export interface RegistrationView {
  id: number;
  registered_at: string;
  item: ProgramView;
}

export interface ProgramsPage<Item> {
  items: Item[];
  next_cursor: string | null;
}
