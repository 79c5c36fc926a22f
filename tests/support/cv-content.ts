import type { CvDetail } from '../../worker/features/cvs/cvs.schemas';

/** Keys of the API's CV that are not its content: the record's id, files, completion, sharing, time, import and version. */
const notContent = new Set([
  'id',
  'file_path',
  'file_name',
  'file_type',
  'profile_pic_path',
  'completed_count',
  'completed_sections',
  'required_done',
  'state',
  'is_default',
  'is_shareable',
  'share_token',
  'updated_at',
  'imported_at',
  'imported_file',
  'version',
]);
/** Keys of a section's item that are not its content: row ids, values derived from others, attached files. */
const itemNotContent = new Set(['id', 'cv_id', 'months', 'percent', 'files']);

const without = (object: object, keys: Set<string>) => Object.fromEntries(Object.entries(object).filter(([key]) => !keys.has(key)));

/**
 * A CV as the API answers it, without what is not its content: what the data embedded in its PDF must hold
 * (worker/features/cvs/cv-embed.schemas.ts). Written by omission, so that a field the CV gains later is expected
 * too. The skills are lookups ({ id, name }) and are kept whole.
 */
export function cvContentOf(cv: CvDetail): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(without(cv, notContent)).map(([key, value]) => [
      key,
      Array.isArray(value) && key !== 'cv_skills' ? value.map((item: object) => without(item, itemNotContent)) : value,
    ]),
  );
}
